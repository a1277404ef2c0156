import { useEffect, useState } from 'react';

/** Whether the service worker serves this page yet: on a first visit it does once it is installed. */
function useServedByWorker(): boolean {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const [served, setServed] = useState(() => Boolean(worker?.controller));
  useEffect(() => {
    if (!worker || served) return;
    const onChange = () => setServed(Boolean(worker.controller));
    worker.addEventListener('controllerchange', onChange);
    return () => worker.removeEventListener('controllerchange', onChange);
  }, [worker, served]);
  return served;
}

/**
 * Loads a document the person will want on site (the SWMS they are to sign) while there is
 * signal, so the service worker keeps it (the 'hivis-documents' cache, vite.config.ts) and VIEW
 * opens it with none. Asking again costs nothing: the answer then comes from the phone.
 */
export function useKeepDocumentOnPhone(inlineUrl: string | null | undefined): void {
  const served = useServedByWorker();
  useEffect(() => {
    if (inlineUrl && served) keepDocumentOnPhone(inlineUrl);
  }, [inlineUrl, served]);
}

/** Asks for the document now, so the service worker keeps it; nothing without signal or a worker to keep it. */
export function keepDocumentOnPhone(inlineUrl: string): void {
  if (!navigator.onLine || !navigator.serviceWorker?.controller) return;
  void fetch(inlineUrl)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
