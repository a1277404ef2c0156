import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../ui/LoadError';
import { CONTACTS_HOME } from './contact-paths';

/** A client or contact that did not load: not there (or not this company's), or a failed request. */
export function RecordLoadProblem({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <Stack gap="md">
      {missing ? (
        <Alert color="orange" title={`This ${what} was not found`}>
          It may have been typed wrongly, or it belongs to another company.
        </Alert>
      ) : (
        <LoadError title={`The ${what} did not load`} error={error} onRetry={onRetry} />
      )}
      <Anchor component={Link} to={CONTACTS_HOME}>
        Back to Clients & Contacts
      </Anchor>
    </Stack>
  );
}
