import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TAuditTemplateSummary } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../ui/dates';
import type { TColumn } from '../../ui/PaginatedTable';
import { auditDetailsPath } from './audit-paths';

const questionsLabel = (count: number) => (count === 1 ? '1 question' : `${count} questions`);

function TemplateName({ template }: { template: TAuditTemplateSummary }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={auditDetailsPath(template.id)} fw={600} size="sm">
          {template.name}
        </Anchor>
        {template.auditType === 'starter' && (
          <Badge color="blue" variant="light" size="sm">
            HiVis starter
          </Badge>
        )}
        {template.archivedOn && (
          <Badge color="gray" variant="light" size="sm">
            Archived
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {template.description}
      </Text>
    </Stack>
  );
}

/** The columns of the template list; `actions` adds the row's buttons (copy, archive). */
export function templateColumns(narrow: boolean, actions?: (template: TAuditTemplateSummary) => ReactNode): TColumn<TAuditTemplateSummary>[] {
  const name: TColumn<TAuditTemplateSummary> = { key: 'name', header: 'Template', cell: (template) => <TemplateName template={template} /> };
  const size: TColumn<TAuditTemplateSummary> = {
    key: 'size',
    header: 'Questions',
    cell: (template) => (
      <Text size="sm">
        {questionsLabel(template.questionCount)} in {template.sectionCount === 1 ? '1 section' : `${template.sectionCount} sections`}
      </Text>
    ),
  };
  const version: TColumn<TAuditTemplateSummary> = {
    key: 'version',
    header: 'Version',
    cell: (template) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          Version {template.version}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(template.updatedOn)}
        </Text>
      </Stack>
    ),
  };
  const madeBy: TColumn<TAuditTemplateSummary> = {
    key: 'by',
    header: 'Made by',
    cell: (template) => <Text size="sm">{template.createdBy?.name ?? 'HiVis'}</Text>,
  };
  const columns = narrow ? [name] : [name, size, version, madeBy];
  return actions ? [...columns, { key: 'actions', header: <span className="visually-hidden">Actions</span>, cell: actions }] : columns;
}
