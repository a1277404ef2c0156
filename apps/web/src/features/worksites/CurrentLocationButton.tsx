import { Button, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';

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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setProblem(null);
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onLocated({ lat: Number(position.coords.latitude.toFixed(6)), long: Number(position.coords.longitude.toFixed(6)) });
      },
      (error) => {
        setBusy(false);
        setProblem(explain(error));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  if (!supported) {
    return (
      <Text size="sm" c="dimmed">
        This browser cannot share its location; the point comes from the suburb look-up.
      </Text>
    );
  }
  return (
    <div>
      <Button variant="default" size="md" leftSection={<IconCurrentLocation size={20} aria-hidden />} loading={busy} disabled={disabled} onClick={locate}>
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
