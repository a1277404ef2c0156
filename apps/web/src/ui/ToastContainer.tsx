/**
 * The toasts' container, in a module of its own so the app can load it after the first screen
 * (app/App.tsx). Loading '@mantine/notifications' itself lazily would put the whole package in
 * one chunk beside the store every call to notifications.show() needs, and back into the first load.
 */
export { Notifications as ToastContainer } from '@mantine/notifications';
