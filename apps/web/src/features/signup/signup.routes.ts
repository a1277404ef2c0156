import { IconShoppingCart } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadPricingPage = () => import('./PricingPage');
const loadPurchasePages = () => import('./PurchasePages');
const loadEmailPages = () => import('./EmailPages');
const PricingPage = lazyScreen(loadPricingPage, 'PricingPage');
const CartPage = lazyScreen(loadPricingPage, 'CartPage');
const SignupPage = lazyScreen(() => import('./SignupPage'), 'SignupPage');
const TestCheckoutPage = lazyScreen(() => import('./TestCheckoutPage'), 'TestCheckoutPage');
const PurchaseCompletePage = lazyScreen(loadPurchasePages, 'PurchaseCompletePage');
const PurchaseCancelPage = lazyScreen(loadPurchasePages, 'PurchaseCancelPage');
const EmailConfirmedPage = lazyScreen(loadEmailPages, 'EmailConfirmedPage');
const ActivationFailedPage = lazyScreen(loadEmailPages, 'ActivationFailedPage');

/** The sign-up journey (spec 2.1, 4): pricing, cart, account, test-mode checkout, result and email pages. */
export const signupRoutes: TFeatureRoutes = {
  tables: {
    public: [
      route('/pricing', PricingPage),
      route('/pricing-old', PricingPage),
      route('/cart', CartPage),
      route('/pricing-old/cart', CartPage),
      route('/auth/signup', SignupPage),
      route('/checkout/test/:sessionId', TestCheckoutPage),
      route('/purchase-complete', PurchaseCompletePage),
      route('/purchase-cancel', PurchaseCancelPage),
      route('/email-confirmed', EmailConfirmedPage),
      route('/email-activation-failed', ActivationFailedPage),
    ],
  },
  menu: [{ section: 'guest', order: 30, label: 'Pricing & Sign Up', to: '/pricing', icon: IconShoppingCart }],
};
