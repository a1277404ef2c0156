import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TAuditTemplateDetails } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../ui/dates';
import { auditDetailsPath, copyAuditPath } from './audit-paths';

/** What a template is at a glance: whose, which version, where it came from; and copy it. */
export function TemplateFacts({ template, copies, children }: { template: TAuditTemplateDetails; copies: boolean; children?: ReactNode }) {
  const frozen = template.versions.find((version) => version.version === template.version)?.frozen ?? false;
  return (
    <Stack gap="xs">
      <Text>{template.description}</Text>
      <Text size="sm" c="dimmed">
        {template.auditType === 'starter' ? 'A HiVis starter template' : `Made by ${template.createdBy?.name ?? 'someone who has left'}`} · version{' '}
        {template.version}, {formatDate(template.updatedOn)} · {template.questionCount} questions in {template.sectionCount} sections
        {frozen ? ' · audits have answered this version, so saving makes the next one' : ''}
      </Text>
      {template.derivedFromAuditTemplateId && (
        <Text size="sm">
          Copied from{' '}
          <Anchor component={Link} to={auditDetailsPath(template.derivedFromAuditTemplateId)}>
            {template.derivedFromName ?? 'another template'}
          </Anchor>
        </Text>
      )}
      <Group gap="sm">
        {copies && (
          <Button component={Link} to={copyAuditPath(template.id)} variant="default" leftSection={<IconCopy aria-hidden size={18} />}>
            Copy and change
          </Button>
        )}
        {children}
      </Group>
    </Stack>
  );
}
