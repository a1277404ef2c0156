import { TIMESHEET_MESSAGES } from '../timesheets.js';

/*
 * The words of a refusal, per area of the product. An area names its things in the "closed"
 * message, and may word the other refusals its own way; what it leaves out takes the default.
 */

export type TAccessMessages = {
  /** The caller has no company (a HiVis administrator on a company's route). */
  noCompany: string;
  /** Staff on a route of the account holder's. */
  holderOnly: string;
  /** The caller's role has none of a feature the route needs (spec 6: 'none'). */
  roleNone: string;
  /** The company does not have a feature the route needs in effect. */
  featureOff: string;
  /** A change while the company is suspended or closed. */
  closed: string;
};

const closedFor = (things: string) => `This account is suspended or closed, so its ${things} cannot be changed. Please contact support.`;

const DEFAULT_MESSAGES: TAccessMessages = {
  noCompany: 'This needs a company account.',
  holderOnly: 'Only the account holder can do that.',
  roleNone: 'Your role cannot use this. Please ask your account holder.',
  featureOff: 'This is not switched on for your company. The account holder can turn it on in Manage Features.',
  closed: 'This account is suspended or closed, so it cannot be changed. Please contact support.',
};

const SWMS = {
  roleNone: 'Your role cannot do this with SWMS. Please ask your supervisor.',
  featureOff: 'SWMS is not switched on for your company. The account holder can turn it on in Manage Features.',
  closed: 'This account is suspended or closed: its SWMS can be read but not changed.',
};

const AREA_MESSAGES = {
  account: {},
  company: { closed: closedFor('details') },
  clients: { closed: closedFor('clients and contacts') },
  worksites: { closed: closedFor('worksites') },
  projects: { closed: closedFor('projects') },
  jobs: { closed: closedFor('jobs') },
  people: { closed: closedFor('people') },
  contractors: { closed: closedFor('contractors and contracts') },
  dashboards: { closed: 'This account is suspended or closed, so new dashboard links cannot be made. Please contact support.' },
  import: { closed: 'This account is suspended or closed, so records cannot be imported. Please contact support.' },
  export: {},
  schedule: { closed: closedFor('jobs') },
  inbox: {},
  payments: {},
  referrals: { closed: 'Invitations can be sent from an active account only.' },
  'company-sharing': { closed: 'The company details can be shared from an active account only.' },
  swms: SWMS,
  audits: {
    featureOff: 'The Audit Tool is not switched on for your company. The account holder can turn it on in Manage Features.',
    closed: closedFor('audits'),
  },
  incidents: {
    roleNone: 'Your role cannot report incidents. Please tell your supervisor what happened.',
    featureOff: 'Incident Report is not switched on for your company. The account holder can turn it on in Manage Features.',
    closed: closedFor('incident reports'),
  },
  'prestart-talks': {
    roleNone: 'Your role cannot hold pre-start talks. Please sign on to the talk on your supervisor’s phone.',
    featureOff: 'Pre-Start Talk is not switched on for your company. The account holder can turn it on in Manage Features.',
    closed: closedFor('pre-start talks'),
  },
  jsa: {
    featureOff: 'JSA Report is not switched on for your company. The account holder can turn it on in Manage Features.',
    closed: closedFor('JSA reports'),
  },
  timesheets: {
    featureOff: TIMESHEET_MESSAGES.featureOff,
    roleNone: TIMESHEET_MESSAGES.roleNone,
    holderOnly: TIMESHEET_MESSAGES.onlyHolder,
    closed: TIMESHEET_MESSAGES.readOnly,
  },
} as const satisfies Record<string, Partial<TAccessMessages>>;

export type TAccessArea = keyof typeof AREA_MESSAGES;

export function accessMessages(area: TAccessArea): TAccessMessages {
  return { ...DEFAULT_MESSAGES, ...AREA_MESSAGES[area] };
}
