import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconChartBar, IconClipboardCheck, IconCopy, IconLink, IconListCheck, IconPlus, IconSettings } from '@tabler/icons-react';
import type { TAuditTemplateSummary } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { can, useAccess } from '../auth/access';
import { FilterSelect, SearchField, useSearchText } from '../../ui/ListControls';
import { Page } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import {
  AUDIT_ASSIGN_PATH,
  AUDIT_WEB_LINKS_PATH,
  CREATE_AUDIT_PATH,
  MANAGE_AUDITS_PATH,
  REVIEW_AUDITS_PATH,
  auditResultsPath,
  copyAuditPath,
  doAuditPath,
} from './audit-paths';
import { useAuditTemplates } from './audits-api';
import { ArchiveTemplateButton } from './ArchiveTemplateButton';
import { templateColumns } from './template-columns';

type TSource = 'both' | 'company' | 'starter';

const SOURCES: { value: TSource; label: string }[] = [
  { value: 'both', label: 'All templates' },
  { value: 'company', label: 'Our templates' },
  { value: 'starter', label: 'HiVis starters' },
];

/** /audits: the templates the company audits with, its own and HiVis's starters. */
export function AuditTemplatesPage() {
  const access = useAccess();
  const builds = can(access, 'audits.manage');
  return (
    <Page title="Audit Tool" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>
          The checklists your sites are audited with. Start from one of HiVis’s starter templates or build your own: questions, photos, signatures and the
          answers that fail.
        </Text>
        <Group gap="sm">
          {builds && (
            <>
              <Button component={Link} to={CREATE_AUDIT_PATH} leftSection={<IconPlus aria-hidden size={18} />}>
                Build a template
              </Button>
              <Button component={Link} to={MANAGE_AUDITS_PATH} variant="default" leftSection={<IconSettings aria-hidden size={18} />}>
                Manage templates
              </Button>
            </>
          )}
          <Button component={Link} to={REVIEW_AUDITS_PATH} variant="default" leftSection={<IconListCheck aria-hidden size={18} />}>
            {builds ? 'Submitted audits' : 'My audits'}
          </Button>
          {can(access, 'audits.sharing') && (
            <Button component={Link} to={AUDIT_WEB_LINKS_PATH} variant="default" leftSection={<IconLink aria-hidden size={18} />}>
              Web links
            </Button>
          )}
          {can(access, 'audits.assign') && (
            <Button component={Link} to={AUDIT_ASSIGN_PATH} variant="default" leftSection={<IconCalendarEvent aria-hidden size={18} />}>
              Assignments
            </Button>
          )}
        </Group>
      </Group>
      <TemplateList manage={false} copies={builds} />
    </Page>
  );
}

/** /audits/manage: the company's own templates, archived ones too, to change or put away. */
export function ManageAuditTemplatesPage() {
  return (
    <Page title="Manage audit templates" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>Your company’s templates. An archived template leaves the lists; audits already done with it keep it.</Text>
        <Button component={Link} to={CREATE_AUDIT_PATH} leftSection={<IconPlus aria-hidden size={18} />}>
          Build a template
        </Button>
      </Group>
      <TemplateList manage copies />
    </Page>
  );
}

function TemplateList({ manage, copies }: { manage: boolean; copies: boolean }) {
  const paging = usePaging();
  const { search, setSearch, debounced } = useSearchText();
  const [source, setSource] = useState<TSource>('both');
  const [archived, setArchived] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const templates = useAuditTemplates({
    page: paging.page,
    take: paging.take,
    name: debounced || undefined,
    auditType: manage ? 'company' : source === 'both' ? undefined : source,
    all: manage && archived ? 'true' : 'false',
    order: 'name',
  });
  const changed = (apply: () => void) => {
    apply();
    paging.setPage(1);
  };
  const filtered = debounced !== '' || source !== 'both' || archived;

  // The company's own templates in use are the ones audits are done with; a starter is copied first.
  const startable = (template: TAuditTemplateSummary) => !manage && template.auditType === 'company' && template.archivedOn === null;
  const actions = (template: TAuditTemplateSummary) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {startable(template) && (
        <Button component={Link} to={doAuditPath(template.id)} size="sm" leftSection={<IconClipboardCheck aria-hidden size={18} />}>
          Start<span className="visually-hidden"> {template.name}</span>
        </Button>
      )}
      {copies && (
        <Button component={Link} to={copyAuditPath(template.id)} size="xs" variant="default" leftSection={<IconCopy aria-hidden size={16} />}>
          Copy<span className="visually-hidden"> {template.name}</span>
        </Button>
      )}
      {manage && (
        <Button component={Link} to={auditResultsPath(template.id)} size="xs" variant="default" leftSection={<IconChartBar aria-hidden size={16} />}>
          Results<span className="visually-hidden"> of {template.name}</span>
        </Button>
      )}
      {manage && <ArchiveTemplateButton template={template} />}
    </Group>
  );

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <SearchField hint="Template name" value={search} onChange={(next) => changed(() => setSearch(next))} label="Search templates" />
        {manage ? (
          <Switch label="Show archived templates" checked={archived} onChange={(event) => changed(() => setArchived(event.currentTarget.checked))} size="md" />
        ) : (
          <FilterSelect label="Show" data={SOURCES} value={source} onChange={(next) => changed(() => setSource(next))} width={200} />
        )}
      </Group>
      <PaginatedTable
        caption={manage ? 'Your audit templates' : 'Audit templates'}
        columns={templateColumns(narrow, actions)}
        rowKey={(template) => template.id}
        data={templates.data}
        loading={templates.isFetching}
        error={templates.isError ? `The templates did not load: ${errorMessage(templates.error)}` : undefined}
        emptyText={filtered ? 'No template matches.' : 'No templates yet.'}
        emptyAction={
          filtered || !copies ? undefined : (
            <Button component={Link} to={CREATE_AUDIT_PATH} leftSection={<IconPlus aria-hidden size={18} />}>
              Build a template
            </Button>
          )
        }
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 280 : 900}
      />
    </Stack>
  );
}
