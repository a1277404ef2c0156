import { useParams } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { QueryGate } from '../../ui/QueryGate';
import { useIncidentCommandSync, useIncidentCommands } from './incident-commands';
import { INCIDENT_NOT_FOUND } from './incident-not-found';
import { INCIDENTS_PATH } from './incident-paths';
import { useIncident } from './incidents-api';
import { IncidentRecord } from './IncidentRecord';
import { ReportOnPhone } from './ReportOnPhone';

/*
 * /incident-reports/details/{incidentId}: the incident's record. A report made on this phone and
 * not sent yet (or refused) is shown from the phone's copy instead: the server has nothing to show
 * until it arrives, and its answer then takes the copy's place.
 */
export function IncidentDetailsPage() {
  const { incidentId = '' } = useParams();
  useIncidentCommandSync();
  const commands = useIncidentCommands(incidentId);
  const onPhone = commands.report;
  const incident = useIncident(incidentId, commands.loaded && onPhone === undefined);

  if (!commands.loaded) return <PageLoader />;
  if (onPhone) {
    return (
      <Page title={onPhone.label} heading={onPhone.label.replace(/^Incident report: /, 'Incident: ')}>
        <BackLink to={INCIDENTS_PATH}>Incident reports</BackLink>
        <ReportOnPhone command={onPhone} />
      </Page>
    );
  }
  return (
    <QueryGate
      // The record stays on screen when a later refetch fails on a weak signal.
      query={incident.data ? { ...incident, isError: false } : incident}
      errorTitle="The incident did not load"
      notFound={INCIDENT_NOT_FOUND}
      frame={(problem) => (
        <Page title="Incident">
          <BackLink to={INCIDENTS_PATH}>Incident reports</BackLink>
          {problem}
        </Page>
      )}
    >
      {(loaded) => <IncidentRecord incident={loaded} commands={commands} />}
    </QueryGate>
  );
}
