/*
 * The three pre-start talk screens, one chunk behind one import: the first-load script carries one
 * loader and one list of files for them, not three (each costs every page about 150 bytes), and a
 * supervisor who opens the list goes on to start a talk and sign the crew on anyway.
 */
export { NewPrestartTalkPage } from './NewPrestartTalkPage';
export { PrestartTalkListPage } from './PrestartTalkListPage';
export { PrestartTalkPage } from './PrestartTalkPage';
