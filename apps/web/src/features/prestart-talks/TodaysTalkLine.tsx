import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { can, useAccess } from '../auth/access';
import { prestartTalkPath } from './prestart-talk-paths';
import { timeWords } from '../../ui/zoned-time';
import { useJobTalkToday } from './use-job-talk-today';

/**
 * Under the SWMS sign-on's Pre-Start Talk choices: the job's talk of today, when it was held, so
 * the person signing knows which talk they presented or attended (and can open it). Nothing for
 * those without pre-start talks, or on a day with none yet.
 */
export function TodaysTalkLine({ jobId }: { jobId: string }) {
  const access = useAccess();
  const allowed = access.flags.showPst && can(access, 'prestartTalks.read');
  const { talk, timeZone } = useJobTalkToday(jobId, allowed);
  if (!allowed || !talk) return null;
  return (
    <Text size="sm">
      <Anchor component={Link} to={prestartTalkPath(talk.id)} data-testid="todays-talk">
        Today’s pre-start talk: {timeWords(talk.heldAt, timeZone)}
        {talk.presenterName ? `, presented by ${talk.presenterName}` : ''}
      </Anchor>
    </Text>
  );
}
