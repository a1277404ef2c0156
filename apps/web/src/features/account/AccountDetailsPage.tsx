import { Alert } from '@mantine/core';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useAccess } from '../auth/access';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useCurrentUser } from '../auth/session';
import { statusLabel } from '../../ui/status-label';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { LinkCard } from '../../ui/LinkCard';
import { useScrollToHash } from '../../ui/useScrollToHash';
import { CompanyDetailsSection } from '../company/CompanyDetailsSection';
import { QueryGate } from '../../ui/QueryGate';

/** /user/details: the signed-in person's own details and password. Also the suspended account's home. */
export function AccountDetailsPage() {
  const current = useCurrentUser();
  const access = useAccess();
  useScrollToHash();
  return (
    <Page title="My Account Details" size="sm">
      {access.restricted && current.data && (
        <Alert color="red" icon={<IconLock aria-hidden />} title={`Your company’s account is ${statusLabel(current.data.status).toLowerCase()}`}>
          You can still update your own details here. The other tools come back once the account holder has sorted out the account with HiVis.
        </Alert>
      )}
      <QueryGate query={current} loading={<PageLoader label="Loading your details…" />} errorTitle="Your details did not load">
        {(found) => (
          <>
            {/* Keyed so that the form starts again from the server's values after another person signs in. */}
            <ProfileForm key={found.id} user={found} />
            {/* Account holders keep the company's details here too ('Company Details Required' sends them here). */}
            {access.kind === 'company' && (
              <LinkCard to="/user/account" icon={IconCreditCard} title="My Account" description="Your plan, user accounts and billing." />
            )}
            {access.kind === 'company' && !access.restricted && <CompanyDetailsSection />}
            <ChangePasswordForm />
          </>
        )}
      </QueryGate>
    </Page>
  );
}
