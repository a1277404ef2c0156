import { Alert, List, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { PRESTART_TALK_MESSAGES } from '@hivis/contracts';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { RefusedAction } from '../../offline/RefusedAction';
import { useOnline } from '../../offline/use-online';
import { BackLink } from '../../ui/BackLink';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { SignOnPanel } from '../../ui/sign-on/SignOnPanel';
import { can, useAccess } from '../auth/access';
import { useMe } from '../auth/use-me';
import { AttendanceRegister } from './AttendanceRegister';
import { DownloadTalkPdf } from './DownloadTalkPdf';
import { queueSignOn } from './prestart-talk-commands';
import { PRESTART_TALKS_PATH } from './prestart-talk-paths';
import { useTalkTimeZone } from './prestart-talks-api';
import { dayIn, whenWords } from '../../ui/zoned-time';
import type { TTalkView } from './talk-view';
import { jobWords } from './talk-words';

/*
 * A talk's page: which job, when and who presented; what was covered; signing on (on the day of
 * the talk, for those who hold talks); and the attendance register. A talk still on this phone
 * says so above it all, or, refused, gives the server's words.
 */

const SIGN_ON_MESSAGES = { signerName: PRESTART_TALK_MESSAGES.signerName, signedAlready: PRESTART_TALK_MESSAGES.signedAlready };

type TTalkRecordProps = {
  talk: TTalkView;
  /** The talk's create while it waits on this phone or was refused; none once the server has it. */
  create?: TQueuedCommand;
};

export function TalkRecord({ talk, create }: TTalkRecordProps) {
  const access = useAccess();
  const online = useOnline();
  const me = useMe();
  const timeZone = useTalkTimeZone();
  const refused = create?.state === 'needs-attention';
  // Signing on is for the people there: on the day, not to a talk of last week.
  const heldToday = dayIn(talk.heldAt, timeZone) === dayIn(new Date(), timeZone);
  const canSignOn = can(access, 'prestartTalks.record') && heldToday && !refused;

  return (
    <Page title="Pre-start talk">
      <BackLink to={PRESTART_TALKS_PATH}>Pre-start talks</BackLink>
      {create &&
        (refused ? (
          <RefusedAction command={create} title="This pre-start talk was not recorded">
            <Text size="sm">What you started is below: start it again with the change the message asks for.</Text>
          </RefusedAction>
        ) : (
          <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="talk-pending">
            {online
              ? 'Sending it now.'
              : 'The talk and its sign-ons are sent by themselves when you have signal. You can close HiVis: they wait on this phone.'}
          </Alert>
        ))}
      <Stack gap={4}>
        <Text fz="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {jobWords(talk.job)}
        </Text>
        {talk.job.worksiteName && <Text>{talk.job.worksiteName}</Text>}
        <Text>{whenWords(talk.heldAt, timeZone)}</Text>
        {talk.presenterName && <Text>Presented by {talk.presenterName}</Text>}
      </Stack>
      {talk.onServer && online && (
        <Stack gap={4}>
          <DownloadTalkPdf talkId={talk.id} />
          {talk.register.some((row) => row.onPhone) && <Text size="sm">Sign-ons saved on this phone are in the PDF once they are sent.</Text>}
        </Stack>
      )}
      <FormSection id="talk-covered" title="What was covered">
        <List spacing={4} aria-label="Topics">
          {talk.topics.map((topic) => (
            <List.Item key={topic} style={{ overflowWrap: 'anywhere' }}>
              {topic}
            </List.Item>
          ))}
        </List>
        {talk.hazards && (
          <Stack gap={2}>
            <Text fw={600}>Hazards today</Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{talk.hazards}</Text>
          </Stack>
        )}
        {talk.notes && (
          <Stack gap={2}>
            <Text fw={600}>Notes</Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{talk.notes}</Text>
          </Stack>
        )}
      </FormSection>
      {canSignOn && (
        <FormSection id="talk-sign-on" title="Sign on">
          <SignOnPanel
            jobId={talk.job.id}
            me={me}
            signed={talk.register}
            messages={SIGN_ON_MESSAGES}
            onSignOn={(signer, png) => queueSignOn({ id: talk.id, jobTitle: talk.job.title }, signer, png)}
          />
        </FormSection>
      )}
      <FormSection id="talk-register" title="Attendance register">
        <AttendanceRegister talk={talk} timeZone={timeZone} />
      </FormSection>
    </Page>
  );
}
