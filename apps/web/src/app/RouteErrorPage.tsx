import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage';
import { PageLoader } from '../ui/PageLoader';
import { canReloadForChunkError, isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { reportError } from '../ui/report-error';

/** Last line of defence: an error outside any screen (in the shell itself). */
export function RouteErrorPage() {
  const error = useRouteError();
  const willReload = isChunkLoadError(error) && canReloadForChunkError();

  useEffect(() => {
    if (willReload) {
      reloadForChunkError();
      return;
    }
    reportError({ event: 'shell-error', level: 'error', message: error instanceof Error ? error.message : String(error), error });
  }, [error, willReload]);

  return (
    <Container component="main" py="xl">
      {willReload ? <PageLoader label="Updating HiVis…" /> : <ErrorPage />}
    </Container>
  );
}
