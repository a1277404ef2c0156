/**
 * The pre-start talk's kind in the paperwork core's tables (paperwork_versions.kind...): stored in
 * every row of them, so never renamed. Its own file so that queries can name it without the kind.
 */
export const PRESTART_TALK_KIND_KEY = 'prestart_talk';
