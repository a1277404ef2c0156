import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuditSummary } from '../audits-api';
import { auditResultsPath } from '../audit-paths';
import { AuditTallies } from './AuditTallies';

/**
 * What the company's audits add up to over the days chosen on the list, and each template's
 * results a tap away: for the account holders, above the submitted audits.
 */
export function AuditSummary({ from, to }: { from: string; to: string }) {
  const summary = useAuditSummary({ all: 'true', createdOnStart: from || undefined, createdOnEnd: to || undefined });
  if (!summary.data || summary.data.total === 0) return null;
  const { templates } = summary.data;
  return (
    <Stack gap="sm" component="section" aria-label="Summary">
      <AuditTallies {...summary.data} />
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          Results by template:
        </Text>
        {templates.map((template) => (
          <Anchor key={template.auditTemplateId} component={Link} to={auditResultsPath(template.auditTemplateId)} size="sm">
            {template.name} ({template.total}
            {template.averagePercentage === null ? '' : `, ${template.averagePercentage}%`})
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
