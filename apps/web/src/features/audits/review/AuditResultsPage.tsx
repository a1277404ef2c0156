import { Box, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TAuditStats } from '@hivis/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../ui/BackLink';
import { formatDate } from '../../../ui/dates';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { REVIEW_AUDITS_PATH } from '../audit-paths';
import { useAuditStats } from '../audits-api';
import { AuditActions } from '../actions/AuditActions';
import { AuditTallies } from './AuditTallies';

/*
 * /audits/manage/review/{auditId}: how a template's audits have gone: how many, how many failed,
 * the average score, week by week for twelve weeks, and the questions that fail most, so the
 * owner sees where the sites slip and what to raise at the next toolbox talk.
 */

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const NOT_FOUND = { title: 'Template not found', body: 'This audit template does not exist, or is not one of your company’s.' };

/** A week's audits as a bar, with the figures in words beside it for those who do not see the bar. */
function WeekBar({ total, failed, most }: { total: number; failed: number; most: number }) {
  const width = most === 0 ? 0 : (total / most) * 100;
  const failedWidth = total === 0 ? 0 : (failed / total) * 100;
  return (
    <Box h={14} w={`${Math.max(width, total > 0 ? 4 : 0)}%`} bg="teal.7" style={{ borderRadius: 3, overflow: 'hidden' }} aria-hidden>
      <Box h="100%" w={`${failedWidth}%`} bg="red.9" />
    </Box>
  );
}

function Weeks({ stats }: { stats: TAuditStats }) {
  const most = Math.max(0, ...stats.weeks.map((week) => week.total));
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={6} captionSide="top">
        <Table.Caption>Week by week, the last twelve weeks</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NO_WRAP}>Week of</Table.Th>
            <Table.Th style={NO_WRAP}>Audits</Table.Th>
            <Table.Th style={NO_WRAP}>Failed</Table.Th>
            <Table.Th style={NO_WRAP}>Average</Table.Th>
            {/* The bars are for a wider screen; the figures say the same on a phone. */}
            <Table.Th w="40%" visibleFrom="sm">
              <span className="visually-hidden">Chart</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...stats.weeks].reverse().map((week) => (
            <Table.Tr key={week.weekOf}>
              <Table.Td style={NO_WRAP}>{formatDate(`${week.weekOf}T00:00:00`)}</Table.Td>
              <Table.Td>{week.total}</Table.Td>
              <Table.Td>{week.failed}</Table.Td>
              <Table.Td>{week.averagePercentage === null ? '–' : `${week.averagePercentage}%`}</Table.Td>
              <Table.Td visibleFrom="sm">
                <WeekBar total={week.total} failed={week.failed} most={most} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MostFailed({ stats }: { stats: TAuditStats }) {
  if (stats.mostFailed.length === 0) return <Text c="dimmed">No question has failed in these audits.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={6} captionSide="top">
        <Table.Caption>The questions failed most often</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Question</Table.Th>
            <Table.Th>Failed</Table.Th>
            <Table.Th>Of answers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.mostFailed.map((question) => (
            <Table.Tr key={question.questionId}>
              <Table.Td>{question.prompt}</Table.Td>
              <Table.Td>{question.failed}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {question.answered} ({Math.round((question.failed / Math.max(1, question.answered)) * 100)}%)
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AuditResultsPage() {
  const { auditId = '' } = useParams();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const stats = useAuditStats(auditId, { all: 'true', createdOnStart: from || undefined, createdOnEnd: to || undefined });
  return (
    <QueryGate query={stats} errorTitle="The results did not load" notFound={NOT_FOUND} frame={(problem) => <Page title="Audit results">{problem}</Page>}>
      {(loaded) => (
        <Page title={`${loaded.name}: results`} size="lg">
          <BackLink to={REVIEW_AUDITS_PATH}>Submitted audits</BackLink>
          <Group gap="md" align="flex-end">
            <TextInput
              type="date"
              label="From (optional)"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              w={{ base: '100%', xs: 170 }}
            />
            <TextInput type="date" label="To (optional)" value={to} onChange={(event) => setTo(event.currentTarget.value)} w={{ base: '100%', xs: 170 }} />
          </Group>
          <AuditTallies total={loaded.total} failed={loaded.failed} averagePercentage={loaded.averagePercentage} />
          {/* What this template's failed answers still need doing, whatever the days above. */}
          <AuditActions
            filter={{ status: 'open', auditTemplateId: auditId }}
            heading="Open actions"
            empty="No open actions from this template’s audits."
            take={5}
          />
          <Stack gap="xs">
            <Title order={2} size="h3">
              Most failed
            </Title>
            <MostFailed stats={loaded} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              Weeks
            </Title>
            <Weeks stats={loaded} />
          </Stack>
        </Page>
      )}
    </QueryGate>
  );
}
