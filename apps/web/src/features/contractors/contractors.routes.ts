import { IconBuildingFactory2 } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadContractorsPage = () => import('./ContractorsPage');
const loadContractorDetailsPage = () => import('./ContractorDetailsPage');
const ContractorsPage = lazyScreen(loadContractorsPage, 'ContractorsPage');
const ManageContractorsPage = lazyScreen(loadContractorsPage, 'ManageContractorsPage');
const ConnectContractorPage = lazyScreen(() => import('./ConnectContractorPage'), 'ConnectContractorPage');
const ContractorDetailsPage = lazyScreen(loadContractorDetailsPage, 'ContractorDetailsPage');
const ContractorSummaryPage = lazyScreen(loadContractorDetailsPage, 'ContractorSummaryPage');
const AcceptContractorPage = lazyScreen(() => import('./AcceptContractorPage'), 'AcceptContractorPage');
const ContractorHomePage = lazyScreen(() => import('./ContractorHomePage'), 'ContractorHomePage');
const ReviewContractsPage = lazyScreen(() => import('./ReviewContractsPage'), 'ReviewContractsPage');
const ContractJobPage = lazyScreen(() => import('./ContractJobPage'), 'ContractJobPage');
const ContractorOnsitePage = lazyScreen(() => import('./ContractorOnsitePage'), 'ContractorOnsitePage');
const ContractorSignupPage = lazyScreen(() => import('./ContractorSignupPage'), 'ContractorSignupPage');

/** Contractors (spec 2.2): connections, the contractor's own side, contracting a job and reviewing contracts. */
export const contractorsRoutes: TFeatureRoutes = {
  tables: {
    // A contractor invited by email creates its free account from the mailed link.
    public: [route('/connect/:token', ContractorSignupPage)],
    company: [
      route('/staff/contractors', ContractorsPage),
      route('/staff/contractors/manage', ManageContractorsPage),
      route('/staff/contractors/connect', ConnectContractorPage),
      // Before /:contractorId/view: the router takes the earlier of the two for .../accept-contractor/view.
      route('/staff/contractors/accept-contractor/:companyId', AcceptContractorPage),
      route('/staff/contractors/:contractorId', ContractorDetailsPage),
      route('/staff/contractors/:contractorId/view', ContractorSummaryPage),
      route('/home/contractor', ContractorHomePage),
      route('/home/contractor/connect', ConnectContractorPage),
      route('/worksite/review-contracts', ReviewContractsPage),
      route('/worksite/:worksiteId/project/:projectId/job/:jobId/contract-job', ContractJobPage),
      route('/worksite/:worksiteId/project/:projectId/job/:jobId/contractor-onsite', ContractorOnsitePage),
    ],
  },
  menu: [{ section: 'company.manage', order: 30, label: 'Contractors', to: '/staff/contractors', icon: IconBuildingFactory2 }],
};
