import { Button, Group, Modal, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useAccess } from '../auth/access';
import { useCurrentUser } from '../auth/session';
import { COMPANY_DETAILS_ANCHOR } from './company-details-anchor';

const DETAILS_PATH = '/user/details';
/** Screens a company without its details can still use: where to fill them in, help, contact, closing the account, sign out. */
const OPEN_PATHS = [DETAILS_PATH, '/help', '/contact', '/delete-account', '/logout', '/auth/logout'];

/**
 * 'Company Details Required' (spec 2.5): after payment, a company is pending_company until its
 * details are in. Any other screen is covered by this modal; OKAY goes to the form.
 */
export function CompanyDetailsLock() {
  const { data: user } = useCurrentUser();
  const access = useAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = user?.status === 'pending_company' && !OPEN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const holder = access.kind === 'company';
  return (
    <Modal
      opened={open}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Company Details Required"
    >
      <Text mb="lg">
        {holder
          ? 'Before you start, please fill in your company’s details: legal name, ABN or NZBN, address, phone and time zone.'
          : 'Your company’s account holder needs to fill in the company details before HiVis can be used. Please ask them to sign in and complete them.'}
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => void navigate(holder ? `${DETAILS_PATH}#${COMPANY_DETAILS_ANCHOR}` : DETAILS_PATH)} data-autofocus>
          OKAY
        </Button>
      </Group>
    </Modal>
  );
}
