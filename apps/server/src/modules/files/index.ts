/*
 * The files module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export type { FileReach } from './file-reach.js';
export { countFilesUnder, findCompanyFile, insertFile } from './files.queries.js';
export { presentFile, storeUpload } from './files.service.js';
export type { Upload } from './files.service.js';
export type { LinkUpload } from './link-upload.js';
