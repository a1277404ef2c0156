import { Navigate, useSearchParams } from 'react-router';
import { needsPayment } from '@hivis/contracts';
import { getStoredAuth } from '../../api/auth-storage';
import { loadCart } from '../../features/signup/cart';
import { safeReturnTo } from '../../features/auth/return-to';

/**
 * /auth/login while signed in: an account holder who has not paid yet goes to payment (spec 4,
 * "Account status"), with the cart if one is kept; anyone else where the login was meant to
 * return to, else home.
 */
export function SignedInRedirect() {
  const [params] = useSearchParams();
  const auth = getStoredAuth();
  if (auth && needsPayment(auth)) return <Navigate to={loadCart() ? '/cart' : '/pricing'} replace />;
  return <Navigate to={safeReturnTo(params.get('returnTo')) ?? '/'} replace />;
}
