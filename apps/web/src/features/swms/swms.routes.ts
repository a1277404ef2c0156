import { IconClipboardCheck, IconFilePlus } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { redirect, route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadSectionThreePage = () => import('./templates/SectionThreePage');
const ChooseTradePage = lazyScreen(() => import('./activities/ChooseTradePage'), 'ChooseTradePage');
const ViewActivitiesPage = lazyScreen(() => import('./activities/ViewActivitiesPage'), 'ViewActivitiesPage');
const WorkActivitiesPage = lazyScreen(() => import('./activities/WorkActivitiesPage'), 'WorkActivitiesPage');
const CustomizeActivityPage = lazyScreen(() => import('./activities/CustomizeActivityPage'), 'CustomizeActivityPage');
const GeneratedPage = lazyScreen(() => import('./signing/GeneratedPage'), 'GeneratedPage');
const ViewSwmsPage = lazyScreen(() => import('./view/ViewSwmsPage'), 'ViewSwmsPage');
const SelectJobPage = lazyScreen(() => import('./builder/SelectJobPage'), 'SelectJobPage');
const SectionOnePage = lazyScreen(() => import('./builder/SectionOnePage'), 'SectionOnePage');
const PcDetailsPage = lazyScreen(() => import('./builder/PcDetailsPage'), 'PcDetailsPage');
const SectionDetailsPage = lazyScreen(() => import('./builder/SectionDetailsPage'), 'SectionDetailsPage');
const ContractorDetailPage = lazyScreen(() => import('./builder/ContractorDetailPage'), 'ContractorDetailPage');
const LinksPage = lazyScreen(() => import('./builder/LinksPage'), 'LinksPage');
const SectionThreePage = lazyScreen(loadSectionThreePage, 'SectionThreePage');
const SwmsTemplatePage = lazyScreen(loadSectionThreePage, 'SwmsTemplatePage');
const GenerateSwmsPage = lazyScreen(() => import('./generate/GenerateSwmsPage'), 'GenerateSwmsPage');

/** The SWMS screens (spec 2.2), for the company and for staff: the server decides what each role may do. */
const SWMS = [
  route('/swms/choose-trade', ChooseTradePage, { flag: 'showSwms' }),
  route('/swms/view-activities', ViewActivitiesPage, { flag: 'showSwms' }),
  route('/swms/work-activities', WorkActivitiesPage, { flag: 'showSwms' }),
  route('/swms/work-activities-customize', CustomizeActivityPage, { flag: 'showSwms' }),
  route('/swms/generated', GeneratedPage, { flag: 'showSwms' }),
  route('/swms/sign', GeneratedPage, { flag: 'showSwms' }),
  route('/view-swms', ViewSwmsPage, { flag: 'showSwmsview' }),
  redirect('/swms', '/swms/select-job', { flag: 'showSwms' }),
  route('/swms/select-job', SelectJobPage, { flag: 'showSwms' }),
  route('/swms/section-one', SectionOnePage, { flag: 'showSwms' }),
  route('/swms/pc-details', PcDetailsPage, { flag: 'showSwms' }),
  route('/swms/section-details', SectionDetailsPage, { flag: 'showSwms' }),
  route('/swms/contractor-detail', ContractorDetailPage, { flag: 'showSwms' }),
  route('/swms/links', LinksPage, { flag: 'showSwms' }),
  route('/swms/section-three', SectionThreePage, { flag: 'showSwms' }),
  route('/swms/swms-template', SwmsTemplatePage, { flag: 'showSwms' }),
  route('/swms/generate-swms', GenerateSwmsPage, { flag: 'showSwms' }),
];

export const swmsRoutes: TFeatureRoutes = {
  tables: {
    // A SWMS signing link from the mail (/swms/sign/{id}, spec 2.1) is not the app's: it is a page of
    // its own, link.html (src/link-pages/), light enough for a first visit on a weak signal.
    company: SWMS,
    staff: SWMS,
  },
  // Each behind its own flag, not the access table: swms.manage and swms.read also need the
  // 'swms' feature (and swms.manage an open account), while the menu shows Create with swms.create
  // alone, View with swms.view alone, and both (locked) to a suspended account.
  menu: [
    { section: 'company.swms', order: 10, label: 'Create', to: '/swms', icon: IconFilePlus, flag: 'showSwmscreate' },
    { section: 'company.swms', order: 20, label: 'View', to: '/view-swms', icon: IconClipboardCheck, flag: 'showSwmsview' },
  ],
};
