import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { COMPANY_DETAILS_ANCHOR } from '../company/company-details-anchor';
import { CompanyDetailsCard } from './CompanyDetailsCard';
import { ShareByEmailForm } from './ShareByEmailForm';
import { useSharePreview } from './sharing-api';
import { QueryGate } from '../../ui/QueryGate';

/** /user/share-company-details (spec 2.2): the company's details, to copy or to email to a principal contractor or client. */
export function ShareCompanyDetailsPage() {
  const preview = useSharePreview();
  return (
    <Page title="Share Company Details" size="sm">
      <Text>
        Principal contractors and clients often ask for your business details before work starts. Copy them, or email them straight from here. Something wrong?
        Update them under{' '}
        <Anchor component={Link} to={`/user/details#${COMPANY_DETAILS_ANCHOR}`}>
          Company details
        </Anchor>
        .
      </Text>
      <QueryGate query={preview} loading={<PageLoader label="Loading your company details…" />} errorTitle="Your company details did not load">
        {(found) => (
          <>
            <CompanyDetailsCard details={found} />
            <ShareByEmailForm />
          </>
        )}
      </QueryGate>
    </Page>
  );
}
