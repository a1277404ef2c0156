/*
 * The four JSA screens, one chunk behind one import: the first-load script carries one loader and
 * one list of files for them, not four (each costs every page about 150 bytes), and a crew that
 * opens the list goes on to write a JSA and sign on anyway.
 */
export { EditJsaPage } from './EditJsaPage';
export { JsaListPage } from './JsaListPage';
export { JsaPage } from './JsaPage';
export { NewJsaPage } from './NewJsaPage';
