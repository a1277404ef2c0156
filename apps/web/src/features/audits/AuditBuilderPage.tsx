import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconChartBar, IconClipboardCheck, IconLink } from '@tabler/icons-react';
import type { TAuditTemplateDetails } from '@hivis/contracts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { can, useAccess } from '../auth/access';
import { AUDITS_PATH, assignAuditPath, auditDetailsPath, auditResultsPath, auditWebLinksPath, doAuditPath } from './audit-paths';
import { useAuditTemplate } from './audits-api';
import { AuditBuilderForm } from './builder/AuditBuilderForm';
import { EMPTY_VALUES, valuesFrom } from './builder/builder-values';
import { ArchiveTemplateButton } from './ArchiveTemplateButton';
import { TemplateView } from './TemplateView';
import { TemplateFacts } from './TemplateFacts';

const NOT_FOUND = { title: 'Template not found', body: 'It may have been removed, or it belongs to another company.' };

/** /audits/create (?from={id} to start from a copy): the builder for a new template. */
export function CreateAuditPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const source = useAuditTemplate(from);
  const navigate = useNavigate();
  const saved = (template: TAuditTemplateDetails) => void navigate(auditDetailsPath(template.id), { replace: true });
  const cancel = () => void navigate(AUDITS_PATH);

  return (
    <Page title="Build an audit template" size="lg">
      <BackLink to={AUDITS_PATH}>Audit Tool</BackLink>
      {from === null ? (
        <AuditBuilderForm template={null} initialValues={EMPTY_VALUES} derivedFrom={null} onSaved={saved} onCancel={cancel} />
      ) : (
        <QueryGate query={source} errorTitle="The template to copy did not load" notFound={NOT_FOUND}>
          {(original) => (
            <Stack gap="md">
              <Text>
                A copy of <strong>{original.name}</strong>. Change it to fit your sites; the original stays as it is.
              </Text>
              <AuditBuilderForm template={null} initialValues={valuesFrom(original, true)} derivedFrom={original.id} onSaved={saved} onCancel={cancel} />
            </Stack>
          )}
        </QueryGate>
      )}
    </Page>
  );
}

/**
 * /audits/details/{auditId}: the company's own template in the builder, for account holders;
 * everyone else, and HiVis's starter templates, read it as it will be asked.
 */
export function AuditTemplatePage() {
  const { auditId = '' } = useParams();
  const template = useAuditTemplate(auditId);
  const access = useAccess();
  const navigate = useNavigate();
  return (
    <QueryGate query={template} errorTitle="The template did not load" notFound={NOT_FOUND} frame={(problem) => <Page title="Audit template">{problem}</Page>}>
      {(loaded) => {
        const editable = loaded.auditType === 'company' && loaded.archivedOn === null && can(access, 'audits.manage');
        return (
          <Page title={loaded.name} size="lg">
            <BackLink to={AUDITS_PATH}>Audit Tool</BackLink>
            <Group gap="sm">
              {loaded.auditType === 'company' && loaded.archivedOn === null && (
                <Button component={Link} to={doAuditPath(loaded.id)} size="lg" leftSection={<IconClipboardCheck aria-hidden size={22} />}>
                  Start an audit
                </Button>
              )}
              {loaded.auditType === 'company' && can(access, 'audits.manage') && (
                <Button component={Link} to={auditResultsPath(loaded.id)} size="lg" variant="default" leftSection={<IconChartBar aria-hidden size={22} />}>
                  Results
                </Button>
              )}
              {/* Web links share the company's own templates in use, for account holders whose plan has Audit Sharing. */}
              {loaded.auditType === 'company' && loaded.archivedOn === null && can(access, 'audits.sharing') && (
                <Button component={Link} to={auditWebLinksPath(loaded.id)} size="lg" variant="default" leftSection={<IconLink aria-hidden size={22} />}>
                  Share by link
                </Button>
              )}
              {/* Assigning gives the company's own templates in use to sites, people, contractors and emails: account holders. */}
              {loaded.auditType === 'company' && loaded.archivedOn === null && can(access, 'audits.assign') && (
                <Button component={Link} to={assignAuditPath(loaded.id)} size="lg" variant="default" leftSection={<IconCalendarPlus aria-hidden size={22} />}>
                  Assign
                </Button>
              )}
            </Group>
            <TemplateFacts template={loaded} copies={can(access, 'audits.manage')}>
              {loaded.auditType === 'company' && can(access, 'audits.manage') && <ArchiveTemplateButton template={loaded} compact={false} />}
            </TemplateFacts>
            {loaded.archivedOn && (
              <Alert color="gray" title="Archived">
                This template is archived: restore it to change it or to use it for new audits.
              </Alert>
            )}
            {editable ? (
              <AuditBuilderForm
                key={loaded.updatedOn}
                template={loaded}
                initialValues={valuesFrom(loaded, false)}
                derivedFrom={null}
                onSaved={(saved) => notifySuccess(`Saved: version ${saved.version}.`)}
                onCancel={() => void navigate(AUDITS_PATH)}
              />
            ) : (
              <TemplateView template={loaded} />
            )}
          </Page>
        );
      }}
    </QueryGate>
  );
}
