import { lazy } from 'react';
import type { ComponentType } from 'react';

/** One chunk per screen: React.lazy over the screen module's named export. */
function screen<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LoginPage = screen(() => import('../../features/auth/LoginPage'), 'LoginPage');
export const ForgotPasswordPage = screen(() => import('../../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
export const ResetPasswordPage = screen(() => import('../../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
export const AccountSetupPage = screen(() => import('../../features/auth/AccountSetupPage'), 'AccountSetupPage');
export const LogoutPage = screen(() => import('../../features/auth/LogoutPage'), 'LogoutPage');
export const CompanyHomePage = screen(() => import('../../features/home/CompanyHomePage'), 'CompanyHomePage');
export const StaffHomePage = screen(() => import('../../features/home/StaffHomePage'), 'StaffHomePage');
export const AdminHomePage = screen(() => import('../../features/home/AdminHomePage'), 'AdminHomePage');
export const AccountDetailsPage = screen(() => import('../../features/account/AccountDetailsPage'), 'AccountDetailsPage');
export const AdminToolsPage = screen(() => import('../../features/admin/AdminToolsPage'), 'AdminToolsPage');
export const NotFoundPage = screen(() => import('../../features/errors/NotFoundPage'), 'NotFoundPage');
export const NotLoggedInPage = screen(() => import('../../features/errors/NotLoggedInPage'), 'NotLoggedInPage');
export const GuestHomePage = screen(() => import('../../features/public/GuestHomePage'), 'GuestHomePage');
export const GettingStartedPage = screen(() => import('../../features/public/GettingStartedPage'), 'GettingStartedPage');
export const ContactPage = screen(() => import('../../features/contact/ContactPage'), 'ContactPage');
export const HelpPage = screen(() => import('../../features/help/HelpPage'), 'HelpPage');
export const UserGuidePage = screen(() => import('../../features/help/UserGuidePage'), 'UserGuidePage');
export const FaqsPage = screen(() => import('../../features/help/FaqsPage'), 'FaqsPage');
export const PricingPage = screen(() => import('../../features/signup/PricingPage'), 'PricingPage');
export const CartPage = screen(() => import('../../features/signup/PricingPage'), 'CartPage');
export const SignupPage = screen(() => import('../../features/signup/SignupPage'), 'SignupPage');
export const TestCheckoutPage = screen(() => import('../../features/signup/TestCheckoutPage'), 'TestCheckoutPage');
export const PurchaseCompletePage = screen(() => import('../../features/signup/PurchasePages'), 'PurchaseCompletePage');
export const PurchaseCancelPage = screen(() => import('../../features/signup/PurchasePages'), 'PurchaseCancelPage');
export const EmailConfirmedPage = screen(() => import('../../features/signup/EmailPages'), 'EmailConfirmedPage');
export const ActivationFailedPage = screen(() => import('../../features/signup/EmailPages'), 'ActivationFailedPage');
export const CompanyAccountPage = screen(() => import('../../features/billing/AccountPage'), 'AccountPage');
export const ChangePlanPage = screen(() => import('../../features/billing/ChangePlanPage'), 'ChangePlanPage');
export const DeleteAccountPage = screen(() => import('../../features/account-closure/DeleteAccountPage'), 'DeleteAccountPage');
export const ShareCompanyDetailsPage = screen(() => import('../../features/company-sharing/ShareCompanyDetailsPage'), 'ShareCompanyDetailsPage');
export const UserManagementPage = screen(() => import('../../features/users/UserManagementPage'), 'UserManagementPage');
export const ClientsContactsPage = screen(() => import('../../features/contacts/ClientsContactsPage'), 'ClientsContactsPage');
export const AddClientOrContactPage = screen(() => import('../../features/contacts/AddClientOrContactPage'), 'AddClientOrContactPage');
export const ClientDetailsPage = screen(() => import('../../features/contacts/ClientDetailsPage'), 'ClientDetailsPage');
export const ContactDetailsPage = screen(() => import('../../features/contacts/ContactDetailsPage'), 'ContactDetailsPage');
export const ManageFeaturesPage = screen(() => import('../../features/feature-switches/ManageFeaturesPage'), 'ManageFeaturesPage');
export const WorksiteListPage = screen(() => import('../../features/worksites/WorksiteListPage'), 'WorksiteListPage');
export const WorksiteCreatePage = screen(() => import('../../features/worksites/WorksiteEditorPages'), 'WorksiteCreatePage');
export const WorksiteEditPage = screen(() => import('../../features/worksites/WorksiteEditorPages'), 'WorksiteEditPage');
