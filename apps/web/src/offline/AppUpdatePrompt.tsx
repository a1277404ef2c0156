import { Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks the server whether a new release is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new release has been downloaded, offers it: "A new
 * version is ready: reload". The new worker waits until then, so a page that is open keeps running
 * the code it started with; what the person queued on the device stays queued across the reload.
 */
export function AppUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        // Only with signal: offline, the check would just fail.
        if (navigator.onLine) void registration.update();
      }, CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Paper role="status" shadow="md" withBorder p="sm" pos="fixed" bottom={16} left={16} right={16} maw={420} mx="auto" style={{ zIndex: 300 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500}>
          A new version is ready: reload
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="sm" variant="default" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button size="sm" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
