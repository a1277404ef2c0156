/** Where the incident screens are (spec 2.2 /incident-reports, /{incidentId}, /details/{incidentId}). */
export const INCIDENTS_PATH = '/incident-reports';

/** The report form for a new incident: the spec's /incident-reports/{incidentId} with the id 'new'. */
export const NEW_INCIDENT_ID = 'new';
export const NEW_INCIDENT_PATH = `${INCIDENTS_PATH}/${NEW_INCIDENT_ID}`;

/** The report form, filled from the server, to change the report. */
export const incidentEditPath = (incidentId: string) => `${INCIDENTS_PATH}/${incidentId}`;

/** The record: the report, whether it is notifiable, the notice, the investigation, the actions, the sign-off. */
export const incidentDetailsPath = (incidentId: string) => `${INCIDENTS_PATH}/details/${incidentId}`;
