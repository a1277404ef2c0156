import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's #hash into view. The browser cannot do it on a full
 * page load, because the screen's chunk arrives after the browser looked for the element.
 */
export function useScrollToHash(): string {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return hash;
}
