import { useState } from 'react';

/** Why the phone gave no position, in the words of the screen asking (what to do instead differs). */
export type TExplainLocationError = (error: GeolocationPositionError) => string;

/**
 * Asks the phone where it is, once, at a tap: whether it is looking, and what went wrong in the
 * screen's own words. The point is rounded to 6 decimals (about 10 cm).
 */
export function useCurrentPosition(explain: TExplainLocationError) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = (onPoint: (point: { lat: number; lng: number }) => void) => {
    setProblem(null);
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onPoint({ lat: Number(position.coords.latitude.toFixed(6)), lng: Number(position.coords.longitude.toFixed(6)) });
      },
      (error) => {
        setBusy(false);
        setProblem(explain(error));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  return { supported, busy, problem, locate };
}
