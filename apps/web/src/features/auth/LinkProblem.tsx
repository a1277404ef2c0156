import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../api/api-error';
import { AuthCard } from './AuthCard';

type TLinkProblemProps = {
  /** Heading when the server refused the link (expired, used, unknown). */
  invalidTitle: string;
  error: unknown;
  /** Where to go for a new link. */
  next: { label: string; to: string };
  onRetry: () => void;
};

/**
 * An emailed link that did not check out. A refused link says so and points to a new one;
 * a connection failure offers to try again, since the link itself may be fine.
 */
export function LinkProblem({ invalidTitle, error, next, onRetry }: TLinkProblemProps) {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  if (!refused) {
    return (
      <AuthCard title="We could not check your link">
        <Alert color="orange" icon={<IconWifiOff aria-hidden />}>
          {errorMessage(error)}
        </Alert>
        <Button onClick={onRetry} fullWidth>
          Try again
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={invalidTitle}>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
        {errorMessage(error)}
      </Alert>
      <Stack gap="sm">
        <Button component={Link} to={next.to} fullWidth>
          {next.label}
        </Button>
        <Button component={Link} to="/auth/login" variant="default" fullWidth>
          Go to log in
        </Button>
      </Stack>
    </AuthCard>
  );
}
