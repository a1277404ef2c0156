import { Alert, Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { answerFileIds, auditDoneBy, answerWords, questionsInOrder, questionStates } from '@hivis/contracts';
import type { TAuditQuestion, TAuditResponseDetails, TFile } from '@hivis/contracts';
import { useParams } from 'react-router';
import { BackLink } from '../../../ui/BackLink';
import { formatDate, formatTime } from '../../../ui/dates';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { REVIEW_AUDITS_PATH } from '../audit-paths';
import { useAuditResponse } from '../audits-api';
import { can, useAccess } from '../../auth/access';
import { AuditActions } from '../actions/AuditActions';
import { DownloadAuditPdf } from './DownloadAuditPdf';
import { ReviewPanel, ReviewStatus } from './ReviewPanel';

const NOT_FOUND = { title: 'Audit not found', body: 'It may belong to another company, or to someone else’s audits.' };

const when = (iso: string) => `${formatDate(iso)} at ${formatTime(iso)}`;

/** /audits/review/{auditId}/{jobId?}: a submitted audit, failed items first, then every answer as asked. */
export function AuditResponsePage() {
  const { auditId = '' } = useParams();
  const response = useAuditResponse(auditId);
  return (
    <QueryGate query={response} errorTitle="The audit did not load" notFound={NOT_FOUND} frame={(problem) => <Page title="Audit">{problem}</Page>}>
      {(audit) => <AuditResponse audit={audit} />}
    </QueryGate>
  );
}

function AuditResponse({ audit }: { audit: TAuditResponseDetails }) {
  const reviews = can(useAccess(), 'audits.manage');
  const states = questionStates(audit.sections, audit.answers);
  const shown = questionsInOrder(audit.sections).filter(({ question }) => states.get(question.id)?.visible);
  const failed = shown.filter(({ question }) => audit.score.failedQuestionIds.includes(question.id));
  const files = new Map(audit.files.map((file) => [file.id, file]));
  const place = [audit.job?.name, audit.worksite?.name].filter(Boolean).join(' · ');
  const { score } = audit;

  return (
    <Page title={audit.templateName} size="lg">
      <BackLink to={REVIEW_AUDITS_PATH}>Submitted audits</BackLink>
      <DownloadAuditPdf auditId={audit.id} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group gap="sm">
            {score.failed ? (
              <Badge color="red" size="lg" leftSection={<IconAlertTriangle aria-hidden size={16} />}>
                Failed
              </Badge>
            ) : (
              <Badge color="teal" size="lg" leftSection={<IconCircleCheck aria-hidden size={16} />}>
                Passed
              </Badge>
            )}
            {score.percentage !== null && (
              <Text fw={700} size="xl">
                {score.percentage}%
              </Text>
            )}
            <Text c="dimmed">
              {score.score} of {score.max} points · {failed.length === 1 ? '1 failed item' : `${failed.length} failed items`}
            </Text>
          </Group>
          <Text>
            By {auditDoneBy(audit, 'someone who has left')}, submitted {when(audit.submittedOn)}
            {place ? ` · ${place}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            Version {audit.version} of the template · started {when(audit.startedOn)}
          </Text>
        </Stack>
      </Paper>
      <ReviewStatus audit={audit} />
      {failed.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Failed items">
          <Stack gap="sm">
            {failed.map(({ question }) => (
              <AnswerBlock key={question.id} question={question} audit={audit} files={files} />
            ))}
          </Stack>
        </Alert>
      )}
      <AuditActions filter={{ status: 'all', auditResponseId: audit.id }} heading="Actions" take={20} />
      {audit.sections.map((section, s) => {
        const sectionScore = score.sections.find((item) => item.id === section.id);
        const answered = section.elements.filter((question) => states.get(question.id)?.visible);
        if (answered.length === 0) return null;
        return (
          <Paper key={section.id} withBorder p="md" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {section.title?.trim() || `Section ${s + 1}`}
                </Title>
                {sectionScore?.percentage !== null && sectionScore?.percentage !== undefined && <Text fw={600}>{sectionScore.percentage}%</Text>}
              </Group>
              {answered.map((question) => (
                <AnswerBlock key={question.id} question={question} audit={audit} files={files} />
              ))}
            </Stack>
          </Paper>
        );
      })}
      {reviews && <ReviewPanel audit={audit} />}
    </Page>
  );
}

function AnswerBlock({ question, audit, files }: { question: TAuditQuestion; audit: TAuditResponseDetails; files: Map<string, TFile> }) {
  const answer = audit.answers[question.id];
  const words = answerWords(question, answer);
  const shownFiles = answerFileIds(question, answer).flatMap((id) => files.get(id) ?? []);
  const evidence = (audit.evidence[question.id] ?? []).flatMap((id) => files.get(id) ?? []);
  const note = audit.notes[question.id];
  const failed = audit.score.failedQuestionIds.includes(question.id);
  return (
    <Stack gap={4}>
      <Text fw={600}>{question.prompt}</Text>
      <Group gap="xs">
        {words !== null ? <Text c={failed ? 'red.9' : undefined}>{words}</Text> : shownFiles.length === 0 && <Text c="dimmed">Not answered</Text>}
        {failed && (
          <Badge color="red" variant="light" size="sm">
            Failed
          </Badge>
        )}
      </Group>
      {note && <Text size="sm">Note: {note}</Text>}
      <FileList files={[...shownFiles, ...evidence]} question={question} />
    </Stack>
  );
}

/** Photos and signatures big enough to read; other files as links. */
function FileList({ files, question }: { files: TFile[]; question: TAuditQuestion }) {
  if (files.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {files.map((file, index) =>
        file.contentType.startsWith('image/') ? (
          <Anchor key={file.id} href={file.inlineUrl} target="_blank" rel="noreferrer">
            <Image
              src={file.inlineUrl}
              alt={question.type === 'signature' ? `Signature for “${question.prompt}”` : `Photo ${index + 1} for “${question.prompt}”`}
              h={question.type === 'signature' ? 100 : 200}
              fit="contain"
              radius="sm"
              bg="gray.0"
              loading="lazy"
            />
          </Anchor>
        ) : (
          <Anchor key={file.id} href={file.url}>
            {file.name}
          </Anchor>
        ),
      )}
    </SimpleGrid>
  );
}
