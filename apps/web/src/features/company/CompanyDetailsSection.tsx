import { Alert, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { FormSection } from '../../ui/forms/FormSection';
import { PageLoader } from '../../ui/PageLoader';
import { useCompany } from './company-api';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { QueryGate } from '../../ui/QueryGate';
import { COMPANY_DETAILS_ANCHOR } from './company-details-anchor';

/** The account holder's company details on /user/details; the place the lock modal sends them. */
export function CompanyDetailsSection() {
  const company = useCompany();
  const navigate = useNavigate();
  const completing = company.data?.detailsCompletedOn === null;
  return (
    <FormSection id={COMPANY_DETAILS_ANCHOR} title="Company details">
      <QueryGate query={company} loading={<PageLoader label="Loading the company details…" />} errorTitle="The company details did not load">
        {(found) => (
          <>
            {completing && (
              <Alert color="orange" icon={<IconBuildingSkyscraper aria-hidden />} title="One last step">
                <Text size="sm">
                  Your plan is paid. Fill in your company’s details so they can appear on your SWMS, reports and invitations, then the rest of HiVis opens up.
                </Text>
              </Alert>
            )}
            <CompanyDetailsForm key={found.id} company={found} onCompleted={() => void navigate('/', { state: { welcome: true } })} />
          </>
        )}
      </QueryGate>
    </FormSection>
  );
}
