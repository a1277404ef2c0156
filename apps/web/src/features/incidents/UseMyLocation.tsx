import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconExternalLink, IconX } from '@tabler/icons-react';
import { mapLinkOf } from '@hivis/contracts';
import { useCurrentPosition } from '../../ui/use-current-position';

type TPoint = { lat: number; lng: number };

/** Why the phone gave no position, in words a person on site can act on. It never stops the report. */
function explain(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) {
    return 'Location is blocked for HiVis in this browser. You can still send the report: say where it happened in words above.';
  }
  if (error.code === error.TIMEOUT) return 'Finding your location took too long. Try again in the open, or say where it happened in words.';
  return 'Your phone could not find its location just now. Check that location services are on, or say where it happened in words.';
}

/** "Use my location": the point where the phone is, for a report made where it happened. Optional. */
export function UseMyLocation({ point, onPoint }: { point: TPoint | null; onPoint: (point: TPoint | null) => void }) {
  const { supported, busy, problem, locate } = useCurrentPosition(explain);
  if (!supported) return null;

  return (
    <Stack gap={4}>
      {point ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">
            Location saved: {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
          </Text>
          <Anchor
            href={mapLinkOf({ lat: point.lat, long: point.lng })}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}
          >
            Open map
            <IconExternalLink size={16} aria-hidden />
          </Anchor>
          <Button variant="default" size="md" leftSection={<IconX size={18} aria-hidden />} onClick={() => onPoint(null)}>
            Remove location
          </Button>
        </Group>
      ) : (
        <Button
          variant="default"
          size="md"
          leftSection={<IconCurrentLocation size={20} aria-hidden />}
          loading={busy}
          onClick={() => locate(onPoint)}
          w="fit-content"
        >
          Use my location
        </Button>
      )}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
