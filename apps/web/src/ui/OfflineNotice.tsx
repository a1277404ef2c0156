import { Alert, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * A screen whose data is not on this phone, opened with no signal: said in words instead of a
 * spinner that never stops. Its query waits, and loads by itself when the signal is back.
 */
export function OfflineNotice() {
  return (
    <Alert color="gray" icon={<IconWifiOff aria-hidden />} title="You're offline. This needs a connection." role="status">
      <Text size="sm">It opens by itself when you are connected again.</Text>
    </Alert>
  );
}
