import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can, useAccess } from '../auth/access';
import { useTalkCommandsOnPhone } from './prestart-talk-commands';
import { PRESTART_TALKS_PATH, newTalkForJobPath } from './prestart-talk-paths';
import { useTalkTimeZone, useTalksToday } from './prestart-talks-api';
import { todaySummary } from './today-talks';

/*
 * On the homes of those who hold talks: the jobs on today and how many have had their pre-start
 * talk ("3 of 5 jobs done"), with each job still missing one and the way to start it. A talk
 * started on this phone with no signal counts as done. Nothing shows on a day with no job on.
 */
export function TalksTodayCard() {
  const access = useAccess();
  const allowed = access.flags.showPst && can(access, 'prestartTalks.read');
  const canStart = can(access, 'prestartTalks.record');
  const timeZone = useTalkTimeZone();
  const today = useTalksToday(allowed);
  const { commands } = useTalkCommandsOnPhone();
  if (!allowed || !today.data || today.data.jobs.length === 0) return null;
  const { jobs, done, missing } = todaySummary(today.data, commands, timeZone);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="talks-today-heading" data-testid="talks-today">
      <Stack gap="sm">
        <Group gap="xs">
          <IconSpeakerphone aria-hidden />
          <Title order={2} fz="h3" id="talks-today-heading">
            Pre-start talks today
          </Title>
        </Group>
        <Text fw={600}>
          {done} of {jobs.length} {jobs.length === 1 ? 'job' : 'jobs'} done
        </Text>
        {missing.length > 0 && (
          <Stack gap="xs" component="ul" aria-label="Jobs with no pre-start talk yet today" p={0} m={0} style={{ listStyle: 'none' }}>
            {missing.map((job) => (
              <li key={job.jobId}>
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {job.title}
                    </Text>
                    <Text size="sm">{job.worksiteName}</Text>
                  </Stack>
                  {canStart && (
                    <Button
                      component={Link}
                      to={newTalkForJobPath(job.jobId)}
                      state={{ job: { id: job.jobId, title: job.title, jobNumber: null, worksiteName: job.worksiteName } }}
                      size="lg"
                      leftSection={<IconPlus size={22} aria-hidden />}
                      aria-label={`Start the pre-start talk of ${job.title}`}
                    >
                      Start
                    </Button>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={PRESTART_TALKS_PATH} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          See the pre-start talks
        </Anchor>
      </Stack>
    </Paper>
  );
}
