import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { ZNewIncidentSchema, assessIncident, writtenNoticeDue } from '@hivis/contracts';
import { PhonePhoto } from '../../offline/attachments/PendingAttachments';
import { RefusedAction } from '../../offline/RefusedAction';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { useOnline } from '../../offline/use-online';
import { FormSection } from '../../ui/forms/FormSection';
import { typesWords, whenWords } from './incident-words';
import { NotifiableAnswer } from './NotifiableAnswer';
import { WrittenNoticeClock } from './WrittenNoticeClock';

/*
 * A report sent from this phone that the server does not have yet: saved here until there is
 * signal, or refused with the server's words. What matters on site is shown from the phone's own
 * copy, with no signal: whether it is notifiable, who to call, the written notice's clock (Victoria's,
 * from when it was reported), and what was reported with its photos.
 */
export function ReportOnPhone({ command }: { command: TQueuedCommand }) {
  const online = useOnline();
  const parsed = ZNewIncidentSchema.safeParse(command.body);
  const report = parsed.success ? parsed.data : null;
  const assessment = report?.answers ? assessIncident(report.answers.jurisdiction, report.answers.criteria) : null;
  const dueAt =
    assessment && report?.answers
      ? writtenNoticeDue({ reportedAt: new Date(command.at), jurisdiction: report.answers.jurisdiction, notifiable: assessment.notifiable }, null)
      : null;
  const photos = (command.files ?? []).filter((file) => file.blob.type.startsWith('image/'));

  return (
    <Stack gap="lg">
      {command.state === 'needs-attention' ? (
        <RefusedAction command={command} title="This incident report was not recorded">
          <Text size="sm">What you reported is below: report it again with the change the message asks for.</Text>
        </RefusedAction>
      ) : (
        <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="report-pending">
          {online ? 'Sending it now.' : 'It is sent by itself when you have signal. You can close HiVis: it waits on this phone.'}
        </Alert>
      )}
      {assessment && <NotifiableAnswer assessment={assessment} titleOrder={2} />}
      {dueAt && <WrittenNoticeClock dueAt={dueAt.toISOString()} />}
      {report && (
        <FormSection id="incident-report" title="The report">
          <Text fw={600}>{typesWords(report.types)}</Text>
          <Text>Happened {whenWords(report.occurredAt)}</Text>
          {report.location && <Text>Where: {report.location}</Text>}
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.description}</Text>
          {report.people.length > 0 && <Text size="sm">People involved: {report.people.map((person) => person.name).join(', ')}</Text>}
          {photos.length > 0 && (
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {photos.map((file, index) => (
                <Stack key={file.id} gap={4}>
                  <PhonePhoto photo={file.blob} alt={`Photo ${index + 1}, waiting to send`} size={96} />
                  <Group gap={4} wrap="nowrap">
                    <IconDeviceMobile size={14} aria-hidden />
                    <Text size="xs">{file.sent ? 'Sent' : 'Saved on this phone'}</Text>
                  </Group>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </FormSection>
      )}
    </Stack>
  );
}
