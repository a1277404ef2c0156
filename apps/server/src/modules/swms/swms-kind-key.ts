/**
 * The SWMS's kind in the paperwork core's tables (paperwork_versions.kind...): stored in every row
 * of them, so never renamed. Its own file so that queries can name it without the kind itself.
 */
export const SWMS_KIND_KEY = 'swms';
