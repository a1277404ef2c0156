import { Navigate } from 'react-router';

/** A route that only sends the person on, replacing the address so Back does not bounce. */
export function RedirectTo({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
