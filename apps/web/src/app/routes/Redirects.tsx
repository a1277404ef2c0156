import { Navigate, useSearchParams } from 'react-router';
import { safeReturnTo } from './return-to';

/** /auth/login while signed in: go where the login was meant to return to, else home. */
export function SignedInRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnTo(params.get('returnTo')) ?? '/'} replace />;
}

export function RedirectTo({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
