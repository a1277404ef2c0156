import { Anchor, Button, Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { hiddenFirstPageCount } from '@hivis/contracts';
import type { TSwmsTemplate } from '@hivis/contracts';
import { useState } from 'react';
import { TemplateModal } from './TemplateModal';
import { useSwmsTemplates } from './templates-api';
import { QueryGate } from '../../../ui/QueryGate';

export const NO_TEMPLATE = 'none';

function describe(template: TSwmsTemplate): string {
  const hidden = hiddenFirstPageCount(template.hidePages);
  const use = template.merged
    ? `PDF added after the SWMS${hidden > 0 ? `, first ${hidden} page${hidden === 1 ? '' : 's'} hidden` : ''}`
    : 'Kept with the SWMS as an attachment';
  const parts = [use, template.showJobDetails ? null : 'job details hidden', template.showLegislation ? null : 'legislation hidden'];
  return parts.filter(Boolean).join('; ');
}

type TTemplateChooserProps = { value: string; onChange: (value: string) => void };

/** "No template", each of the company's templates, and a button to create one (spec Section 3). */
export function TemplateChooser({ value, onChange }: TTemplateChooserProps) {
  const templates = useSwmsTemplates();
  const [creating, setCreating] = useState(false);
  return (
    <QueryGate
      query={templates}
      loading={<Skeleton height={120} radius="md" aria-label="Loading your templates" />}
      errorTitle="Your templates could not be loaded"
    >
      {(found) => {
        const items = found.items;
        return (
          <Stack gap="md">
            <Radio.Group value={value} onChange={onChange} label="Template for this SWMS" description="Your own pages or files to go with the SWMS." size="md">
              <Stack gap="sm" mt="sm">
                <Paper withBorder radius="md" p="md">
                  <Radio value={NO_TEMPLATE} size="md" label="No template" description="The SWMS as HiVis lays it out, with the job details and legislation." />
                </Paper>
                {items.map((template) => (
                  <Paper key={template.id} withBorder radius="md" p="md">
                    <Radio
                      value={template.id}
                      size="md"
                      label={template.name}
                      description={
                        <>
                          {describe(template)}.{' '}
                          <Anchor href={template.file.inlineUrl} target="_blank" rel="noopener" size="sm">
                            Open {template.file.name}
                          </Anchor>
                        </>
                      }
                    />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
            {items.length === 0 && (
              <Text size="sm" c="dimmed">
                You have no templates yet.
              </Text>
            )}
            <Group>
              <Button variant="light" size="lg" leftSection={<IconPlus size={22} aria-hidden />} onClick={() => setCreating(true)}>
                Create a template
              </Button>
            </Group>
            <TemplateModal
              opened={creating}
              onClose={() => setCreating(false)}
              onCreated={(template) => {
                setCreating(false);
                onChange(template.id);
              }}
            />
          </Stack>
        );
      }}
    </QueryGate>
  );
}
