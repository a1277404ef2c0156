import { IconFirstAidKit } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const IncidentListPage = lazyScreen(() => import('./IncidentListPage'), 'IncidentListPage');
const IncidentReportPage = lazyScreen(() => import('./IncidentReportPage'), 'IncidentReportPage');
const IncidentDetailsPage = lazyScreen(() => import('./IncidentDetailsPage'), 'IncidentDetailsPage');

/**
 * Incident reports (spec 2.2 /incident-reports, /{incidentId}, /details/{incidentId}): the list,
 * the report form ('new' reports one), and the record. Account holders on the web and the phone,
 * supervisors on the phone (spec 6: incident is SAH 'mobile'); workers have none, which the menu's
 * permission and the server both say.
 */
const INCIDENT_ROUTES = [
  route('/incident-reports', IncidentListPage, { flag: 'showIncident' }),
  route('/incident-reports/:incidentId', IncidentReportPage, { flag: 'showIncident' }),
  route('/incident-reports/details/:incidentId', IncidentDetailsPage, { flag: 'showIncident' }),
];

export const incidentsRoutes: TFeatureRoutes = {
  tables: { company: INCIDENT_ROUTES, staff: INCIDENT_ROUTES },
  menu: [
    // Spec 2.4: Tools start with the Work Schedule (10), then Incident Reports, then the Audit Tool (15).
    {
      section: 'company.tools',
      order: 12,
      label: 'Incident Reports',
      to: '/incident-reports',
      icon: IconFirstAidKit,
      flag: 'showIncident',
      permission: 'incidents.read',
    },
    // Staff: after My Jobs (20), before the Audit Tool (25): a supervisor reports from the site.
    {
      section: 'staff',
      order: 22,
      label: 'Incident Reports',
      to: '/incident-reports',
      icon: IconFirstAidKit,
      flag: 'showIncident',
      permission: 'incidents.read',
    },
  ],
};
