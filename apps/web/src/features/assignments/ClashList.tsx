import { Anchor, List, Stack, Text } from '@mantine/core';
import type { TPersonClash } from '@hivis/contracts';
import { Link } from 'react-router';

type TClashJob = TPersonClash['jobs'][number];

type TClashListProps = {
  clashes: TPersonClash[];
  /** Where each overlapping job opens (in a new tab, so the choice at hand stays open). */
  linkOf: (job: TClashJob) => string;
};

/** Each person already booked, and their overlapping jobs: which, where, when and whether accepted. */
export function ClashList({ clashes, linkOf }: TClashListProps) {
  return (
    <>
      {clashes.map((clash) => (
        <Stack key={clash.userId} gap={4}>
          <Text fw={700}>{clash.name}</Text>
          <List spacing={4}>
            {clash.jobs.map((job) => (
              <List.Item key={job.jobId}>
                <Anchor component={Link} to={linkOf(job)} target="_blank">
                  {job.title}
                </Anchor>{' '}
                at {job.siteName}, {job.when} ({job.answer === 'accepted' ? 'accepted' : 'not answered yet'})
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </>
  );
}
