/**
 * Where the dialogs opened with `modals.openConfirmModal()` (@mantine/modals) are shown. Screens
 * only use that event-based call, never the context, so the host needs no children and loads
 * after the first screen (app/App.tsx); a module of its own keeps the rest of the package out of
 * the first load.
 */
export { ModalsProvider as ConfirmModalHost } from '@mantine/modals';
