import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a screen's chunk or first data loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
