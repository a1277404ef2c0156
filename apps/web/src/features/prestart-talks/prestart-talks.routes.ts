import { IconSpeakerphone } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// One loader for the three screens (prestart-talk-screens.ts says why).
const loadScreens = () => import('./prestart-talk-screens');
const PrestartTalkListPage = lazyScreen(loadScreens, 'PrestartTalkListPage');
const NewPrestartTalkPage = lazyScreen(loadScreens, 'NewPrestartTalkPage');
const PrestartTalkPage = lazyScreen(loadScreens, 'PrestartTalkPage');

/**
 * Pre-start talks (spec 2.2 /pst; toolbox talks): the list, starting one, and the talk with its
 * register, where the crew signs on. Account holders on the web and the phone, supervisors on the
 * phone (spec 6: pst is SAH 'mobile'); workers have none (the menu's permission and the server
 * both say), they sign on in person on the presenter's phone.
 */
const PRESTART_TALK_ROUTES = [
  route('/pst', PrestartTalkListPage, { flag: 'showPst' }),
  route('/pst/new', NewPrestartTalkPage, { flag: 'showPst' }),
  route('/pst/:talkId', PrestartTalkPage, { flag: 'showPst' }),
];

const MENU_ITEM = { label: 'Pre-Start Talks', to: '/pst', icon: IconSpeakerphone, flag: 'showPst', permission: 'prestartTalks.read' } as const;

export const prestartTalksRoutes: TFeatureRoutes = {
  tables: { company: PRESTART_TALK_ROUTES, staff: PRESTART_TALK_ROUTES },
  menu: [
    // Tools: after Incident Reports (12), before the Audit Tool (15).
    { section: 'company.tools', order: 13, ...MENU_ITEM },
    // Staff: after Incident Reports (22), before the Audit Tool (25): the supervisor holds it on site.
    { section: 'staff', order: 23, ...MENU_ITEM },
  ],
};
