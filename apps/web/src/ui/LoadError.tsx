import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../api/api-error';

/** Something the page needs did not load: what, why, and a way to ask again (weak signal on site). */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Text size="sm" mb="sm">
        {errorMessage(error)}
      </Text>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
