import { SWMS_JURISDICTIONS } from './swms-reference.js';
import type { TSwmsJurisdictionCode } from './swms-reference.js';

/*
 * Is this incident notifiable, to whom, by when? The law as data: each jurisdiction's regime (the
 * model WHS Act in every state and territory but Victoria; Victoria's OHS Act 2004; New Zealand's
 * HSWA 2015), the events each one makes notifiable with the section that says so, and each
 * regulator's phone, online form and rules, with the sources they were taken from. The wizard on
 * the phone and the server decide with the same function (assessIncident), so the answer shows
 * at once on site with no signal, and the record keeps what was answered.
 *
 * Checked against the Acts and the regulators' own pages in November 2026. When a regulator
 * changes its number or form, change the row here; the wizard, the record and the PDF follow.
 */

export type TIncidentJurisdiction = TSwmsJurisdictionCode;
export const INCIDENT_JURISDICTIONS = SWMS_JURISDICTIONS.map((item) => ({ code: item.code, name: item.name, country: item.country }));

export type TIncidentRegime = 'model_whs' | 'vic_ohs' | 'nz_hswa';

/** Which law decides, by where the incident happened. */
export function regimeOf(jurisdiction: TIncidentJurisdiction): TIncidentRegime {
  if (jurisdiction === 'VIC') return 'vic_ohs';
  if (jurisdiction === 'NZ') return 'nz_hswa';
  return 'model_whs';
}

/** The three kinds of notifiable event, most serious first. */
export const NOTIFIABLE_CATEGORIES = ['death', 'serious_injury', 'dangerous_incident'] as const;
export type TNotifiableCategory = (typeof NOTIFIABLE_CATEGORIES)[number];
export const NOTIFIABLE_CATEGORY_LABELS: Record<TNotifiableCategory, string> = {
  death: 'A death',
  serious_injury: 'A serious injury or illness',
  dangerous_incident: 'A dangerous incident',
};

/** The wizard's questions, in the order asked; each lists the events it asks about. */
export const NOTIFIABLE_QUESTIONS = [
  { key: 'death', title: 'Did anyone die?' },
  { key: 'immediate_treatment', title: 'Did anyone need immediate treatment (more than first aid) for any of these?' },
  { key: 'hospital', title: 'Was anyone admitted to hospital?' },
  { key: 'substance', title: 'Did anyone need medical treatment within 48 hours of being exposed to a substance?' },
  { key: 'infection', title: 'Did anyone catch a serious infection that their work was a big part of?' },
  {
    key: 'dangerous',
    title: 'Even if nobody was hurt: was anyone put at serious risk, straight away or about to be, by any of these?',
  },
] as const;
export type TNotifiableQuestionKey = (typeof NOTIFIABLE_QUESTIONS)[number]['key'];

type TCriterionRow = {
  /** Stored with an incident's answers; never renamed. */
  code: string;
  question: TNotifiableQuestionKey;
  category: TNotifiableCategory;
  /** The event in plain words; a regime may word it its own way. */
  label: string;
  /** The section that makes it notifiable, per regime that has it. A regime not named does not. */
  references: Partial<Record<TIncidentRegime, string>>;
  labels?: Partial<Record<TIncidentRegime, string>>;
};

const WHS = 'WHS Act 2011';
const VIC = 'OHS Act 2004 (Vic)';
const NZ = 'HSWA 2015 (NZ)';

/** Every event any regime makes notifiable. */
export const NOTIFIABLE_CRITERIA: readonly TCriterionRow[] = [
  {
    code: 'death',
    question: 'death',
    category: 'death',
    label: 'Someone died',
    references: { model_whs: `${WHS} s35(a)`, vic_ohs: `${VIC} s37(1)`, nz_hswa: `${NZ} s25(a)` },
  },
  ...(
    [
      ['amputation', 'Amputation of any part of the body', 's36(b)(i)', 's37(1)', 's23(1)(a)(i)'],
      ['head', 'A serious head injury', 's36(b)(ii)', 's37(1)', 's23(1)(a)(ii)'],
      ['eye', 'A serious eye injury', 's36(b)(iii)', 's37(1)', 's23(1)(a)(iii)'],
      ['burn', 'A serious burn', 's36(b)(iv)', null, 's23(1)(a)(iv)'],
      ['degloving', 'Skin torn away from the tissue under it (degloving or scalping)', 's36(b)(v)', 's37(1)', 's23(1)(a)(v)'],
      ['electric_shock', 'An electric shock', null, 's37(1)', null],
      ['spinal', 'A spinal injury', 's36(b)(vi)', 's37(1)', 's23(1)(a)(vi)'],
      ['bodily_function', 'Loss of a bodily function', 's36(b)(vii)', 's37(1)', 's23(1)(a)(vii)'],
      ['lacerations', 'Serious lacerations (deep cuts)', 's36(b)(viii)', 's37(1)', 's23(1)(a)(viii)'],
    ] as const
  ).map(([code, label, whs, vic, nz]) => ({
    code: `treatment_${code}`,
    question: 'immediate_treatment' as const,
    category: 'serious_injury' as const,
    label,
    references: {
      ...(whs ? { model_whs: `${WHS} ${whs}` } : {}),
      ...(vic ? { vic_ohs: `${VIC} ${vic}` } : {}),
      ...(nz ? { nz_hswa: `${NZ} ${nz}` } : {}),
    },
  })),
  {
    code: 'inpatient',
    question: 'hospital',
    category: 'serious_injury',
    label: 'Admitted to hospital as an in-patient for immediate treatment',
    labels: { nz_hswa: 'Admitted to hospital for immediate treatment (or would usually have been)' },
    references: { model_whs: `${WHS} s36(a)`, vic_ohs: `${VIC} s37(1)`, nz_hswa: `${NZ} s23(1)(b)` },
  },
  {
    code: 'substance_48h',
    question: 'substance',
    category: 'serious_injury',
    label: 'Medical treatment within 48 hours of exposure to a substance',
    references: { model_whs: `${WHS} s36(c)`, vic_ohs: `${VIC} s37(1)`, nz_hswa: `${NZ} s23(1)(c)` },
  },
  {
    code: 'work_infection',
    question: 'infection',
    category: 'serious_injury',
    label:
      'A serious infection from work: with micro-organisms, caring for people, blood or body fluids, or animals (Q fever, anthrax, leptospirosis, brucellosis, Hendra virus, avian influenza, psittacosis)',
    labels: {
      nz_hswa:
        'A serious infection that work was a significant cause of: with micro-organisms, caring for people, blood or body fluids, animals, hides or wool, fish or marine mammals',
    },
    references: { model_whs: `${WHS} s36, WHS Regulation 2011 r699`, nz_hswa: `${NZ} s23(1)(d)` },
  },
  ...(
    [
      ['substance_escape', 'An uncontrolled escape, spill or leak of a substance', 's37(a)', 's37(2)', 's24(1)(a)'],
      ['explosion_fire', 'An uncontrolled implosion, explosion or fire', 's37(b)', 's37(2)', 's24(1)(b)'],
      ['gas_steam', 'An uncontrolled escape of gas or steam', 's37(c)', null, 's24(1)(c)'],
      ['pressurised', 'An uncontrolled escape of a pressurised substance', 's37(d)', null, 's24(1)(d)'],
      ['electric_shock', 'An electric shock', 's37(e)', null, 's24(1)(e)'],
      ['fall_from_height', 'Plant, a substance or a thing falling or released from a height', 's37(f)', 's37(2)', 's24(1)(f)'],
      [
        'plant_failure',
        'Collapse, overturning, failure, malfunction of or damage to plant that must be authorised (registered or licensed), such as a crane or hoist',
        's37(g)',
        's37(2)',
        's24(1)(g)',
      ],
      ['structure_collapse', 'A structure collapsing, or partly collapsing', 's37(h)', 's37(2)', 's24(1)(h)'],
      ['excavation_collapse', 'An excavation, or the shoring holding it, collapsing or failing', 's37(i)', 's37(2)', 's24(1)(i)'],
      ['underground_inrush', 'An inrush of water, mud or gas in an underground excavation or tunnel', 's37(j)', null, 's24(1)(j)'],
      ['underground_ventilation', 'The main ventilation of an underground excavation or tunnel stopping', 's37(k)', null, 's24(1)(k)'],
      ['vessel', 'Two vessels colliding, a vessel capsizing, or water rushing into a vessel', null, null, 's24(1)(l)'],
    ] as const
  ).map(([code, label, whs, vic, nz]) => ({
    code: `dangerous_${code}`,
    question: 'dangerous' as const,
    category: 'dangerous_incident' as const,
    label,
    references: {
      ...(whs ? { model_whs: `${WHS} ${whs}` } : {}),
      ...(vic ? { vic_ohs: `${VIC} ${vic}` } : {}),
      ...(nz ? { nz_hswa: `${NZ} ${nz}` } : {}),
    },
  })),
];

export type TNotifiableCriterion = { code: string; question: TNotifiableQuestionKey; category: TNotifiableCategory; label: string; reference: string };

/** The events that make an incident notifiable where it happened, in the order the wizard asks. */
export function criteriaFor(jurisdiction: TIncidentJurisdiction): TNotifiableCriterion[] {
  const regime = regimeOf(jurisdiction);
  return NOTIFIABLE_CRITERIA.flatMap((row) => {
    const reference = row.references[regime];
    return reference ? [{ code: row.code, question: row.question, category: row.category, label: row.labels?.[regime] ?? row.label, reference }] : [];
  });
}

/** The questions the wizard asks in a jurisdiction: those with at least one event there. */
export function questionsFor(jurisdiction: TIncidentJurisdiction) {
  const criteria = criteriaFor(jurisdiction);
  return NOTIFIABLE_QUESTIONS.map((question) => ({ ...question, criteria: criteria.filter((item) => item.question === question.key) })).filter(
    (question) => question.criteria.length > 0,
  );
}

/** Every code any regime knows: what an incident's stored answers may hold. */
export const NOTIFIABLE_CRITERION_CODES = [...new Set(NOTIFIABLE_CRITERIA.map((row) => row.code))];

// ---------------------------------------------------------------------------------------------
// The regulators
// ---------------------------------------------------------------------------------------------

export type TRegulator = {
  jurisdiction: TIncidentJurisdiction;
  name: string;
  /** As dialled, and as printed. */
  phone: string;
  phoneDisplay: string;
  /** Where the online notification is made. */
  onlineForm: string;
  /** The written notice: always within 48 hours (Victoria), or within 48 hours of the regulator asking for it. */
  writtenNotice: 'always' | 'if_asked';
  notifyReference: string;
  writtenNoticeReference: string;
  preserveReference: string;
  recordsReference: string;
  /** Where these facts were taken from. */
  sources: readonly string[];
};

const WHS_REFERENCES = {
  writtenNotice: 'if_asked',
  notifyReference: `${WHS} s38(1)–(3)`,
  writtenNoticeReference: `${WHS} s38(4)`,
  preserveReference: `${WHS} s39`,
  recordsReference: `${WHS} s38(7)`,
} as const;

const MODEL_WHS_SOURCES = ['https://www.safeworkaustralia.gov.au/safety-topic/managing-health-and-safety/notifiable-incidents'];

export const REGULATORS: readonly TRegulator[] = [
  {
    jurisdiction: 'NSW',
    name: 'SafeWork NSW',
    phone: '131050',
    phoneDisplay: '13 10 50',
    onlineForm: 'https://www.safework.nsw.gov.au/notify-safework',
    ...WHS_REFERENCES,
    notifyReference: 'Work Health and Safety Act 2011 (NSW) s38',
    sources: ['https://www.safework.nsw.gov.au/safety-starts-here/safety-overview/when-an-incident-occurs', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'VIC',
    name: 'WorkSafe Victoria',
    phone: '132360',
    phoneDisplay: '13 23 60',
    onlineForm: 'https://www.worksafe.vic.gov.au/report-incident',
    writtenNotice: 'always',
    notifyReference: `${VIC} s38`,
    writtenNoticeReference: `${VIC} s38`,
    preserveReference: `${VIC} s39`,
    recordsReference: `${VIC} s38`,
    sources: ['https://www.worksafe.vic.gov.au/report-incident', 'https://www.legislation.vic.gov.au/in-force/acts/occupational-health-and-safety-act-2004'],
  },
  {
    jurisdiction: 'QLD',
    name: 'Workplace Health and Safety Queensland',
    phone: '1300362128',
    phoneDisplay: '1300 362 128',
    onlineForm: 'https://www.worksafe.qld.gov.au/notify-an-incident',
    ...WHS_REFERENCES,
    sources: ['https://www.worksafe.qld.gov.au/notify-an-incident', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'SA',
    name: 'SafeWork SA',
    phone: '1800777209',
    phoneDisplay: '1800 777 209',
    onlineForm: 'https://www.safework.sa.gov.au/notify',
    ...WHS_REFERENCES,
    sources: ['https://www.safework.sa.gov.au/notify', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'WA',
    name: 'WorkSafe WA',
    phone: '1800678198',
    phoneDisplay: '1800 678 198',
    onlineForm: 'https://www.commerce.wa.gov.au/worksafe/notify-worksafe',
    ...WHS_REFERENCES,
    notifyReference: 'Work Health and Safety Act 2020 (WA) s38',
    sources: ['https://www.commerce.wa.gov.au/worksafe/notify-worksafe', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'TAS',
    name: 'WorkSafe Tasmania',
    phone: '1300366322',
    phoneDisplay: '1300 366 322',
    onlineForm: 'https://worksafe.tas.gov.au/topics/laws-and-compliance/notify-worksafe',
    ...WHS_REFERENCES,
    sources: ['https://worksafe.tas.gov.au/topics/laws-and-compliance/notify-worksafe', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'ACT',
    name: 'WorkSafe ACT',
    phone: '0262073000',
    phoneDisplay: '(02) 6207 3000',
    onlineForm: 'https://www.worksafe.act.gov.au/notify-an-incident',
    ...WHS_REFERENCES,
    sources: ['https://www.worksafe.act.gov.au/notify-an-incident', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'NT',
    name: 'NT WorkSafe',
    phone: '1800019115',
    phoneDisplay: '1800 019 115',
    onlineForm: 'https://worksafe.nt.gov.au/forms-and-resources/online-forms',
    ...WHS_REFERENCES,
    sources: ['https://worksafe.nt.gov.au/', ...MODEL_WHS_SOURCES],
  },
  {
    jurisdiction: 'NZ',
    name: 'WorkSafe New Zealand',
    phone: '0800030040',
    phoneDisplay: '0800 030 040',
    onlineForm: 'https://www.worksafe.govt.nz/notify-worksafe/',
    writtenNotice: 'if_asked',
    notifyReference: `${NZ} s56`,
    writtenNoticeReference: `${NZ} s56`,
    preserveReference: `${NZ} s55`,
    recordsReference: `${NZ} s57`,
    sources: ['https://www.worksafe.govt.nz/notify-worksafe/', 'https://www.legislation.govt.nz/act/public/2015/0070/latest/'],
  },
];

export function regulatorOf(jurisdiction: TIncidentJurisdiction): TRegulator {
  const found = REGULATORS.find((item) => item.jurisdiction === jurisdiction);
  if (!found) throw new Error(`No regulator for ${jurisdiction}`);
  return found;
}

/** Hours to the written notice, and how long the records are kept. */
export const WRITTEN_NOTICE_HOURS = 48;
export const NOTIFIABLE_RECORDS_YEARS = 5;

// ---------------------------------------------------------------------------------------------
// The decision
// ---------------------------------------------------------------------------------------------

export type TIncidentAssessment = {
  jurisdiction: TIncidentJurisdiction;
  notifiable: boolean;
  /** The most serious kind of event answered; null when not notifiable. */
  category: TNotifiableCategory | null;
  /** Each answered event that makes it notifiable, with the section that says so. */
  reasons: TNotifiableCriterion[];
  regulator: TRegulator;
  /** What to do now, in order, in plain words; empty when not notifiable. */
  steps: string[];
};

/**
 * The answer to "is this notifiable?" for the events answered yes, where the incident happened.
 * An event that law does not list (a serious burn in Victoria) does not make it notifiable there.
 */
export function assessIncident(jurisdiction: TIncidentJurisdiction, answered: readonly string[]): TIncidentAssessment {
  const chosen = new Set(answered);
  const reasons = criteriaFor(jurisdiction).filter((item) => chosen.has(item.code));
  const category = NOTIFIABLE_CATEGORIES.find((item) => reasons.some((reason) => reason.category === item)) ?? null;
  const regulator = regulatorOf(jurisdiction);
  return { jurisdiction, notifiable: reasons.length > 0, category, reasons, regulator, steps: reasons.length > 0 ? stepsFor(regulator) : [] };
}

function stepsFor(regulator: TRegulator): string[] {
  const nz = regulator.jurisdiction === 'NZ';
  return [
    `Notify ${regulator.name} immediately, by the fastest means: call ${regulator.phoneDisplay} (24 hours) or use the online form. (${regulator.notifyReference})`,
    `Do not disturb the site until an inspector arrives or says otherwise. You may help an injured person, make the site safe${nz ? ', remove a person who has died, or act as the police direct' : ' or remove a person who has died'}. (${regulator.preserveReference})`,
    regulator.writtenNotice === 'always'
      ? `Give ${regulator.name} a written record within ${WRITTEN_NOTICE_HOURS} hours. (${regulator.writtenNoticeReference})`
      : `If ${regulator.name} asks for a written notice, give it within ${WRITTEN_NOTICE_HOURS} hours of their asking. The online form is a written notice. (${regulator.writtenNoticeReference})`,
    `Keep the record of this incident for at least ${NOTIFIABLE_RECORDS_YEARS} years. (${regulator.recordsReference})`,
  ];
}
