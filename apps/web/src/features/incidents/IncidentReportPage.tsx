import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { EditIncidentReport } from './EditIncidentReport';
import { INCIDENTS_PATH, NEW_INCIDENT_ID, incidentDetailsPath } from './incident-paths';
import { INCIDENT_NOT_FOUND } from './incident-not-found';
import { useIncident } from './incidents-api';
import { NewIncidentReport } from './NewIncidentReport';

/*
 * /incident-reports/{incidentId} (spec 2.2): the report form. 'new' reports an incident; an id
 * changes that incident's report, for those the server lets (can.edit).
 */
export function IncidentReportPage() {
  const { incidentId = '' } = useParams();
  return incidentId === NEW_INCIDENT_ID ? <NewIncidentReport /> : <EditIncidentPage incidentId={incidentId} />;
}

function EditIncidentPage({ incidentId }: { incidentId: string }) {
  const incident = useIncident(incidentId);
  const frame = (children: ReactNode) => (
    <Page title="Change the report" size="sm">
      <BackLink to={INCIDENTS_PATH}>Incident reports</BackLink>
      {children}
    </Page>
  );
  return (
    // A report open for changes stays on screen when a later refetch fails on a weak signal.
    <QueryGate
      query={incident.data ? { ...incident, isError: false } : incident}
      errorTitle="The incident did not load"
      notFound={INCIDENT_NOT_FOUND}
      frame={frame}
    >
      {(loaded) =>
        loaded.can.edit ? (
          <EditIncidentReport incident={loaded} />
        ) : (
          <Page title="Change the report" size="sm">
            <BackLink to={incidentDetailsPath(loaded.id)}>Back to the incident</BackLink>
            <Alert color="gray" title="This report can no longer be changed">
              {loaded.status === 'closed'
                ? 'It was signed off. Its record stays as it is.'
                : 'Only the person who reported it and the account holders can change it.'}
            </Alert>
          </Page>
        )
      }
    </QueryGate>
  );
}
