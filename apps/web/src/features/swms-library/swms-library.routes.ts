import { IconShieldLock } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadAdminSwmsPage = () => import('./admin/AdminSwmsPage');
const loadAdminActivityPages = () => import('./admin/AdminActivityPages');
const loadAdminBulkAddPages = () => import('./admin/AdminBulkAddPages');
const loadAdminCustomTradeSubPages = () => import('./admin/AdminCustomTradeSubPages');
const AdminSwmsPage = lazyScreen(loadAdminSwmsPage, 'AdminSwmsPage');
const AdminCustomTradesPage = lazyScreen(loadAdminSwmsPage, 'AdminCustomTradesPage');
const AdminViewActivitiesPage = lazyScreen(() => import('./admin/AdminViewActivitiesPage'), 'AdminViewActivitiesPage');
const AdminEditScopePage = lazyScreen(() => import('./admin/AdminEditScopePage'), 'AdminEditScopePage');
const AdminAddActivityPage = lazyScreen(loadAdminActivityPages, 'AdminAddActivityPage');
const AdminEditActivityPage = lazyScreen(loadAdminActivityPages, 'AdminEditActivityPage');
const AdminBulkAddPage = lazyScreen(loadAdminBulkAddPages, 'AdminBulkAddPage');
const AdminBulkAddExistingScopePage = lazyScreen(loadAdminBulkAddPages, 'AdminBulkAddExistingScopePage');
const AdminBulkAddToScopePage = lazyScreen(loadAdminBulkAddPages, 'AdminBulkAddToScopePage');
const AdminCustomTradePage = lazyScreen(() => import('./admin/AdminCustomTradePage'), 'AdminCustomTradePage');
const AdminCustomAddScopePage = lazyScreen(loadAdminCustomTradeSubPages, 'AdminCustomAddScopePage');
const AdminCustomExistingScopePage = lazyScreen(loadAdminCustomTradeSubPages, 'AdminCustomExistingScopePage');
const AdminCustomActivityPage = lazyScreen(loadAdminCustomTradeSubPages, 'AdminCustomActivityPage');

/** The SWMS library's admin panel: HiVis administrators, and account holders who also hold an admin role. */
const LIBRARY_ADMIN = [
  route('/admin-swms', AdminSwmsPage),
  route('/admin-swms/view-wa', AdminViewActivitiesPage),
  route('/admin-swms/scope/:scopeId/edit', AdminEditScopePage),
  route('/admin-swms/edit-wa', AdminEditActivityPage),
  route('/admin-swms/add-wa', AdminAddActivityPage),
  route('/admin-swms/bulk-add', AdminBulkAddPage),
  route('/admin-swms/bulk-add/existing-scope', AdminBulkAddExistingScopePage),
  route('/admin-swms/bulk-add-wa', AdminBulkAddToScopePage),
  route('/admin-swms/custom-trade', AdminCustomTradesPage),
  route('/admin-swms/custom-trade/:tradeId/add-scope', AdminCustomAddScopePage),
  route('/admin-swms/custom-trade/:tradeId/edit', AdminCustomTradePage),
  route('/admin-swms/custom-trade/:tradeId/existing-scope', AdminCustomExistingScopePage),
  route('/admin-swms/custom-trade/:tradeId/work-activity', AdminCustomActivityPage),
];

export const swmsLibraryRoutes: TFeatureRoutes = {
  tables: {
    company: LIBRARY_ADMIN.map((entry) => ({ ...entry, adminOnly: true })),
    admin: LIBRARY_ADMIN,
  },
  // Spec 2.4 puts the SWMS Admin Panel after Sign Out, for admins only.
  menu: [{ section: 'company.end', order: 20, label: 'SWMS Admin Panel', to: '/admin-swms', icon: IconShieldLock, adminOnly: true }],
};
