import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@hivis/contracts';
import { can, useAccess } from '../../auth/access';
import { useCurrentUser } from '../../auth/session';
import { doAssignedAuditPath, useAuditsDue } from './audits-due-api';
import { dueWords } from './due-words';

/*
 * The audits assigned to the person (to them, or to a site they work on) that are due now or
 * overdue, each a tap from starting it: on the home screen, first thing on site. Nothing shows
 * when nothing is due.
 */
export function AuditsDue() {
  const access = useAccess();
  const due = useAuditsDue(can(access, 'audits.respond'));
  const timeZone = useCurrentUser().data?.company?.timeZone || DEFAULT_TIME_ZONE;
  const items = due.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="audits-due-heading" data-testid="audits-due">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="audits-due-heading">
          Audits to do
        </Title>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={`${item.assignmentId}|${item.on}`}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={700}>{item.templateName}</Text>
                  {item.worksite && <Text size="sm">{item.worksite.name}</Text>}
                  {item.overdue ? (
                    <Text size="sm" fw={700} c="red.9">
                      {dueWords(item, timeZone)}
                    </Text>
                  ) : (
                    <Text size="sm">{dueWords(item, timeZone)}</Text>
                  )}
                </Stack>
                <Button
                  component={Link}
                  to={doAssignedAuditPath(item.auditTemplateId, item)}
                  size="lg"
                  leftSection={<IconClipboardCheck size={22} aria-hidden />}
                  aria-label={`Start ${item.templateName}${item.worksite ? ` at ${item.worksite.name}` : ''}`}
                >
                  Start
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
