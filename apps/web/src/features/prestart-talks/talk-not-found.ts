/** What the talk's page says for an id the server does not know (or a talk the person may not see). */
export const TALK_NOT_FOUND = {
  title: 'Pre-start talk not found',
  body: 'This pre-start talk does not exist, or is on a job you are not on.',
};
