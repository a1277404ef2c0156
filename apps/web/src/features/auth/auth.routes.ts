import { IconLogin, IconLogout } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const LoginPage = lazyScreen(() => import('./LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyScreen(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
const AccountSetupPage = lazyScreen(() => import('./AccountSetupPage'), 'AccountSetupPage');
const LogoutPage = lazyScreen(() => import('./LogoutPage'), 'LogoutPage');

const SIGN_OUT = { label: 'Sign Out', to: '/logout', icon: IconLogout };

/** Signing in, out, and the password links; signed in, /auth/login is the app's own redirect. */
export const authRoutes: TFeatureRoutes = {
  tables: {
    public: [
      route('/auth/forgot-password', ForgotPasswordPage),
      route('/reset-password/:userId', ResetPasswordPage),
      route('/signup/setup/:userId', AccountSetupPage),
      route('/auth/logout', LogoutPage),
      route('/logout', LogoutPage),
    ],
    guest: [route('/auth/login', LoginPage)],
  },
  menu: [
    { section: 'guest', order: 50, label: 'Login', to: '/auth/login', icon: IconLogin },
    { section: 'company.end', order: 10, ...SIGN_OUT },
    { section: 'staff', order: 60, ...SIGN_OUT },
    { section: 'admin.end', order: 10, ...SIGN_OUT, label: 'Sign out' },
  ],
};
