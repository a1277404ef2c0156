import { Button, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useCurrentPosition } from '../../ui/use-current-position';

type TGeo = { lat: number; long: number };

/** Why the phone gave no position, in words a person on site can act on. */
function explain(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) {
    return 'Location is blocked for HiVis in this browser. To use it, allow location for this site in the browser’s settings and try again. You can also leave the point from the suburb look-up.';
  }
  if (error.code === error.TIMEOUT) return 'Finding your location took too long. Try again in the open, away from buildings.';
  return 'Your phone could not find its location just now. Check that location services are on, then try again.';
}

/** Sets the site's point to where the phone is now: for a supervisor standing at the gate. */
export function CurrentLocationButton({ onLocated, disabled = false }: { onLocated: (geo: TGeo) => void; disabled?: boolean }) {
  const { supported, busy, problem, locate } = useCurrentPosition(explain);

  if (!supported) {
    return (
      <Text size="sm" c="dimmed">
        This browser cannot share its location; the point comes from the suburb look-up.
      </Text>
    );
  }
  return (
    <div>
      <Button
        variant="default"
        size="md"
        leftSection={<IconCurrentLocation size={20} aria-hidden />}
        loading={busy}
        disabled={disabled}
        onClick={() => locate((point) => onLocated({ lat: point.lat, long: point.lng }))}
      >
        Use my current location
      </Button>
      {problem && (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
