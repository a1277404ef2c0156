/**
 * Asks the browser not to clear this site's storage when the phone runs low on space: the outbox
 * and what was saved to read offline are the only copies until they are sent. Browsers decide by
 * themselves (an installed app, a site used often); asking costs nothing.
 */
export function askForPersistentStorage(): void {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  void navigator.storage
    .persisted()
    .then((persisted) => (persisted ? true : navigator.storage.persist()))
    .catch(() => undefined);
}
