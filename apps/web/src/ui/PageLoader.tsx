import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Shown while a screen's chunk or first data loads. Its class hides the footer meanwhile
 * (app.css): a footer shown under a loader would sit at the bottom of the screen and jump out
 * of sight when the page arrives, a layout shift.
 */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center className="page-loader" py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
