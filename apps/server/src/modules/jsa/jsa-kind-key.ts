/**
 * The JSA's kind in the paperwork core's tables (paperwork_versions.kind...): stored in every row
 * of them, so never renamed. Its own file so that queries can name it without the kind.
 */
export const JSA_KIND_KEY = 'jsa';
