import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { regulatorOf } from '@hivis/contracts';
import type { TIncidentDetails } from '@hivis/contracts';
import { Link } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { can, useAccess } from '../auth/access';
import { useStoredAuth } from '../auth/session';
import { ActionsSection } from './ActionsSection';
import { AssessmentSection } from './AssessmentSection';
import { DeleteIncident } from './DeleteIncident';
import { DownloadIncidentPdf } from './DownloadIncidentPdf';
import { IncidentBadges } from './IncidentBadges';
import type { TIncidentCommands } from './incident-commands';
import { INCIDENTS_PATH, incidentEditPath } from './incident-paths';
import { typesWords, whenWords } from './incident-words';
import { InvestigationSection } from './InvestigationSection';
import { NotificationSection } from './NotificationSection';
import { ReportView } from './ReportView';
import { SignOffSection } from './SignOffSection';
import { WrittenNoticeClock } from './WrittenNoticeClock';

/*
 * An incident's record, what is urgent first: whether it is notifiable (with the regulator's
 * number) and the written notice's clock, the notice given, then the report, the investigation,
 * the corrective actions and the sign-off. Each part offers what the server lets this person do
 * (`can`); a signed-off incident is read-only.
 */

export function IncidentRecord({ incident, commands }: { incident: TIncidentDetails; commands: TIncidentCommands }) {
  const access = useAccess();
  const userId = useStoredAuth()?.id ?? null;
  const closed = incident.status === 'closed';
  const canAnswer = !closed && (incident.can.edit || incident.can.manage);
  const canManage = !closed && incident.can.manage;
  const jurisdiction = incident.assessment?.jurisdiction ?? incident.suggestedJurisdiction;
  const regulator = jurisdiction ? regulatorOf(jurisdiction) : null;
  const showNotice = incident.assessment?.notifiable === true || incident.notification !== null;
  const title = typesWords(incident.types);

  return (
    <Page title={`Incident: ${title}`}>
      <BackLink to={INCIDENTS_PATH}>Incident reports</BackLink>
      <Stack gap="xs">
        <IncidentBadges status={incident.status} notifiable={incident.assessment ? incident.assessment.notifiable : null} />
        <Text>
          Happened {whenWords(incident.occurredAt)}
          {incident.worksite ? ` at ${incident.worksite.name}` : ''}
        </Text>
        <Group gap="sm">
          {incident.can.edit && (
            <Button component={Link} to={incidentEditPath(incident.id)} variant="default" size="md" leftSection={<IconPencil size={18} aria-hidden />}>
              Change the report
            </Button>
          )}
          <DownloadIncidentPdf incidentId={incident.id} />
        </Group>
      </Stack>
      {incident.writtenNoticeDueAt && (
        <WrittenNoticeClock
          dueAt={incident.writtenNoticeDueAt}
          advice="Record the written notice below once it is given. The online form counts as a written notice."
        />
      )}
      <FormSection id="incident-notifiable" title="Is it notifiable?">
        <AssessmentSection key={incident.assessment?.answeredAt ?? 'none'} incident={incident} pending={commands.assessment} canAnswer={canAnswer} />
      </FormSection>
      {showNotice && regulator && (
        <FormSection id="incident-notice" title="Notice to the regulator">
          <NotificationSection key={incident.notification?.notifiedAt ?? 'none'} incident={incident} regulator={regulator} canRecord={canAnswer} />
        </FormSection>
      )}
      <FormSection id="incident-report" title="The report">
        <ReportView incident={incident} />
      </FormSection>
      <FormSection id="incident-investigation" title="Investigation">
        <InvestigationSection key={incident.investigation.updatedAt ?? 'none'} incident={incident} canManage={canManage} />
      </FormSection>
      <FormSection id="incident-actions" title="Corrective actions">
        <ActionsSection
          incident={incident}
          pendingDone={commands.doneByAction}
          userId={userId}
          mayClose={can(access, 'incidents.actions.close')}
          canManage={canManage}
        />
      </FormSection>
      <FormSection id="incident-sign-off" title="Sign-off">
        <SignOffSection incident={incident} canManage={canManage} />
      </FormSection>
      {incident.can.delete && (
        <FormSection id="incident-delete" title="Delete">
          <DeleteIncident incidentId={incident.id} keepUntil={incident.keepUntil} />
        </FormSection>
      )}
    </Page>
  );
}
