import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconListCheck } from '@tabler/icons-react';
import { INCIDENT_JURISDICTIONS, ZIncidentAnswersSchema, assessIncident } from '@hivis/contracts';
import type { TIncidentDetails } from '@hivis/contracts';
import { useState } from 'react';
import { RefusedAction } from '../../offline/RefusedAction';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { useOnline } from '../../offline/use-online';
import { queueAssessment } from './incident-commands';
import { whenWords } from './incident-words';
import { NO_ANSWERS, answersFromRecord, toAnswersBody } from './notification-wizard';
import type { TWizardAnswers } from './notification-wizard';
import { NotifiableAnswer } from './NotifiableAnswer';
import { NotificationWizard } from './NotificationWizard';

/*
 * Is it notifiable: the wizard's answer as kept on the record (worked out again on the phone from
 * what was answered, with the regulator's number and the steps), or the answers waiting on this
 * phone, or a way to answer. Answering again is done on site too, so it goes through the outbox.
 */

type TAssessmentSectionProps = {
  incident: TIncidentDetails;
  /** The answers saved on this phone and not sent yet, or refused by the server. */
  pending: TQueuedCommand | undefined;
  canAnswer: boolean;
};

const placeName = (code: string) => INCIDENT_JURISDICTIONS.find((item) => item.code === code)?.name ?? code;

export function AssessmentSection({ incident, pending, canAnswer }: TAssessmentSectionProps) {
  const online = useOnline();
  const [answering, setAnswering] = useState<TWizardAnswers | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const waiting = pending?.state === 'waiting' ? ZIncidentAnswersSchema.safeParse(pending.body) : null;
  const kept = incident.assessment;

  const save = async (answers: TWizardAnswers) => {
    const body = toAnswersBody(answers);
    if (!body) return;
    setSaving(true);
    setProblem(null);
    try {
      await queueAssessment(incident.id, body, 'Notification questions answered');
      setAnswering(null);
    } catch {
      setProblem('Your answers could not be saved on this phone. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  if (answering) {
    return (
      <Stack gap="sm">
        <NotificationWizard
          answers={answering}
          onChange={setAnswering}
          suggested={incident.suggestedJurisdiction}
          startAt={0}
          leave={{ label: 'Cancel', onLeave: () => setAnswering(null) }}
          titleOrder={3}
          finish={() => (
            <Button size="lg" loading={saving} onClick={() => void save(answering)}>
              Save answers
            </Button>
          )}
        />
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    );
  }

  const answerAgain = canAnswer && (
    <Button
      variant={kept || waiting ? 'default' : 'filled'}
      size="lg"
      leftSection={<IconListCheck size={22} aria-hidden />}
      onClick={() => setAnswering(kept ? answersFromRecord(kept) : NO_ANSWERS)}
      w="fit-content"
    >
      {kept || waiting ? 'Answer again' : 'Answer the questions'}
    </Button>
  );

  return (
    <Stack gap="md">
      {pending?.state === 'needs-attention' && <RefusedAction command={pending} title="Your answers were not recorded" />}
      {waiting?.success ? (
        <>
          <NotifiableAnswer assessment={assessIncident(waiting.data.jurisdiction, waiting.data.criteria)} titleOrder={3} />
          <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="assessment-pending">
            {online ? 'Your answers are being sent now.' : 'Your answers are sent by themselves when you have signal.'}
          </Alert>
        </>
      ) : kept ? (
        <>
          <NotifiableAnswer assessment={assessIncident(kept.jurisdiction, kept.criteria)} titleOrder={3} />
          <Text size="sm" c="dimmed">
            Answered for {placeName(kept.jurisdiction)} by {kept.answeredBy?.name ?? 'someone who has left'} on {whenWords(kept.answeredAt)}.
          </Text>
        </>
      ) : (
        <Alert color="orange" title="Not assessed yet" data-testid="not-assessed">
          Nobody has answered whether this incident must be reported to the regulator. It takes a minute: a few questions about what happened.
        </Alert>
      )}
      {answerAgain}
    </Stack>
  );
}
