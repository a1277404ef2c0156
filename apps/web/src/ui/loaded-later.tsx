import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code loads in its own chunk the first time it is rendered, showing nothing
 * until then: for parts of the page that are not needed for it to work (docs/web.md, "The first
 * load"), so the script a page waits for does not carry them.
 */
export function loadedLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function LoadedLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LoadedLater;
}
