import type { TTimeLocation } from '@hivis/contracts';

export type TLocationResult = { location: TTimeLocation; problem: null } | { location: null; problem: string };

/** Short: a person at the gate should not wait on a cold GPS; the clock works without it. */
const LOCATION_TIMEOUT_MS = 8_000;

/**
 * Asks the browser where the phone is. Never rejects: a refusal, no GPS or a time-out answers a
 * reason to show, and the clocking goes ahead without a location.
 */
export function askLocation(): Promise<TLocationResult> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.resolve({ location: null, problem: 'This browser cannot share location, so none was recorded.' });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          location: {
            lat: position.coords.latitude,
            long: position.coords.longitude,
            accuracy: Number.isFinite(position.coords.accuracy) ? Math.round(position.coords.accuracy) : null,
          },
          problem: null,
        }),
      (error) =>
        resolve({
          location: null,
          problem:
            error.code === error.PERMISSION_DENIED
              ? 'Location is blocked for HiVis on this phone, so none was recorded.'
              : 'The phone could not find its location in time, so none was recorded.',
        }),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
