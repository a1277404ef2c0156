import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AnswerBadge } from './AnswerBadge';
import { useJobStaff } from './assignments-api';
import { QueryGate } from '../../ui/QueryGate';

type TJobPeoplePanelProps = { jobId: string; worksiteId: string; projectId: string; showAssignLink?: boolean };

/** Who is on a job and their answers, with the way to staff it; for the office's job page. */
export function JobPeoplePanel({ jobId, worksiteId, projectId, showAssignLink = true }: TJobPeoplePanelProps) {
  const staff = useJobStaff(jobId);
  return (
    <QueryGate query={staff} loading={<Loader size="sm" aria-label="Loading the people on this job" />} errorTitle="The people on this job did not load">
      {(found) => {
        const people = found.items.filter((person) => person.status !== 'removed');
        return (
          <Stack gap="sm">
            {people.length === 0 ? (
              // Beside a page's own summary, an empty list says nothing more.
              showAssignLink && <Text>Nobody is on this job yet.</Text>
            ) : (
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {people.map((person) => (
                  <Group key={person.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={500}>{`${person.firstName} ${person.lastName}`.trim() || person.email}</Text>
                    <AnswerBadge status={person.status} size="sm" />
                  </Group>
                ))}
              </Stack>
            )}
            {showAssignLink && (
              <Group>
                <Button
                  component={Link}
                  to={`/worksite/${worksiteId}/project/${projectId}/job/${jobId}/assign-staff`}
                  size="md"
                  variant="light"
                  leftSection={<IconUsersPlus size={20} aria-hidden />}
                >
                  Assign staff
                </Button>
              </Group>
            )}
          </Stack>
        );
      }}
    </QueryGate>
  );
}
