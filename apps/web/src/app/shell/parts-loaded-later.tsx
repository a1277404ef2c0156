import { afterFirstScreen } from '../../ui/after-first-screen';
import { loadedLater } from '../../ui/loaded-later';

/*
 * Parts of the shell that only some people ever see: the inbox bell, Send Invite, the impersonation
 * banner and the company-details lock (signed in), the suspended-account modal (a suspended
 * account), the outbox strip (actions waiting for signal). Each loads in its own chunk once it is
 * first shown, so the login page and a signing link's page do not wait for their code (docs/web.md,
 * "The first load"). Until its chunk arrives a part shows nothing.
 */
export const InboxBell = loadedLater(() => import('../../features/inbox/InboxBell').then((module) => module.InboxBell));
export const SendInviteButton = loadedLater(() => import('../../features/referrals/SendInviteButton').then((module) => module.SendInviteButton));
export const ImpersonationBanner = loadedLater(() => import('./ImpersonationBanner').then((module) => module.ImpersonationBanner));
export const CompanyDetailsLock = loadedLater(() => import('../../features/company/CompanyDetailsLock').then((module) => module.CompanyDetailsLock));
export const SuspendedAccountModal = loadedLater(() => import('../../features/company/SuspendedAccountModal').then((module) => module.SuspendedAccountModal));
// Shown to everyone, and empty unless actions are waiting for signal: fetched after the first screen.
export const OutboxStatus = loadedLater(() =>
  afterFirstScreen()
    .then(() => import('../../offline/OutboxStatus'))
    .then((module) => module.OutboxStatus),
);
