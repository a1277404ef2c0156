/** What an incident's screens say for an id the server does not know (or one the person may not see). */
export const INCIDENT_NOT_FOUND = {
  title: 'Incident not found',
  body: 'This incident report does not exist, was deleted, or is not one you can see.',
};
