import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TJob } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { formatSchedule, formatZoned } from './zoned-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

const textOr = (value: string | null, fallback: string) =>
  value ? <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text> : <Text c="dimmed">{fallback}</Text>;

/** What, where and when: everything the office and the crew read about the job. */
export function JobDetails({ job, timeZone }: { job: TJob; timeZone: string }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Job number">{textOr(job.jobNumber, 'None')}</Fact>
        <Fact label="When">
          <Text>{formatSchedule(job.scheduledStart, job.scheduledEnd, timeZone)}</Text>
        </Fact>
        <Fact label="Project">
          <Text>{job.project.projectNumber ? `${job.project.name} (${job.project.projectNumber})` : job.project.name}</Text>
        </Fact>
        <Fact label="Client">{textOr(job.client?.name ?? null, 'No client')}</Fact>
        <Fact label="Worksite">
          <Text>{job.worksite.name}</Text>
          {job.worksite.addressLine && <Text size="sm">{job.worksite.addressLine}</Text>}
        </Fact>
        <Fact label="Site contacts">
          {job.worksite.siteContacts.length === 0 ? (
            <Text c="dimmed">None</Text>
          ) : (
            <List spacing={4}>
              {job.worksite.siteContacts.map((contact) => (
                <List.Item key={`${contact.name}-${contact.phone ?? ''}`}>
                  {contact.name}
                  {contact.role ? `, ${contact.role}` : ''}
                  {contact.phone && (
                    <>
                      {' '}
                      <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
                    </>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Fact>
      </SimpleGrid>
      <Fact label="Description">{textOr(job.description, 'None')}</Fact>
      <Fact label="Scope of work">{textOr(job.scope, 'None')}</Fact>
      <Fact label="Notes for the crew">{textOr(job.notes, 'None')}</Fact>
      {job.completedOn && (
        <Text size="sm" c="dimmed">
          Completed {formatZoned(job.completedOn, timeZone)}
        </Text>
      )}
    </Stack>
  );
}
