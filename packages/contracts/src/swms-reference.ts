import { z } from 'zod';
import { requiredText } from './fields.js';

/*
 * SWMS reference data: jurisdictions and their high-risk construction work (HRCW) lists, the 5×5
 * risk matrix with its default bands, and the hierarchy of controls. Pure data and pure rules;
 * the SWMS builder and the starter library are built on these shapes.
 */

// ---------------------------------------------------------------------------------------------
// High-risk construction work lists
// ---------------------------------------------------------------------------------------------

export type THrcwCategory = {
  /** Stable code, stored with a SWMS; never renamed. */
  code: string;
  /** Where the category is defined, as a safety professional would cite it. */
  reference: string;
  /** What it means on site, in plain English. */
  label: string;
};

/**
 * The model WHS list, WHS Regulation 2011 r291 items (a) to (r). NSW, QLD, SA, WA, TAS, ACT and
 * NT each adopt it in their own WHS regulations; the model reference is the one people quote.
 */
export const MODEL_WHS_HRCW = [
  { code: 'fall_over_2m', reference: 'WHS Regulation 2011 r291(a)', label: 'Risk of a person falling more than 2 metres' },
  { code: 'telecommunication_tower', reference: 'WHS Regulation 2011 r291(b)', label: 'Work on a telecommunication tower' },
  {
    code: 'demolition_load_bearing',
    reference: 'WHS Regulation 2011 r291(c)',
    label: 'Demolishing a load-bearing part of a structure, or a part that keeps it standing',
  },
  { code: 'asbestos', reference: 'WHS Regulation 2011 r291(d)', label: 'Work that disturbs, or is likely to disturb, asbestos' },
  {
    code: 'temporary_support',
    reference: 'WHS Regulation 2011 r291(e)',
    label: 'Structural alterations or repairs that need temporary support to prevent collapse',
  },
  { code: 'confined_space', reference: 'WHS Regulation 2011 r291(f)', label: 'Work in or near a confined space' },
  { code: 'trench_shaft_tunnel', reference: 'WHS Regulation 2011 r291(g)', label: 'Work in or near a shaft or trench deeper than 1.5 metres, or a tunnel' },
  { code: 'explosives', reference: 'WHS Regulation 2011 r291(h)', label: 'Work using explosives' },
  { code: 'pressurised_gas', reference: 'WHS Regulation 2011 r291(i)', label: 'Work on or near pressurised gas mains or piping' },
  { code: 'chemical_fuel_refrigerant_lines', reference: 'WHS Regulation 2011 r291(j)', label: 'Work on or near chemical, fuel or refrigerant lines' },
  { code: 'energised_electrical', reference: 'WHS Regulation 2011 r291(k)', label: 'Work on or near live electrical installations or services' },
  {
    code: 'contaminated_flammable_atmosphere',
    reference: 'WHS Regulation 2011 r291(l)',
    label: 'Work in an area that may have a contaminated or flammable atmosphere',
  },
  { code: 'tilt_up_precast', reference: 'WHS Regulation 2011 r291(m)', label: 'Tilt-up or precast concrete work' },
  {
    code: 'traffic_corridor',
    reference: 'WHS Regulation 2011 r291(n)',
    label: 'Work on, in or next to a road, railway, shipping lane or other traffic corridor in use',
  },
  {
    code: 'powered_mobile_plant',
    reference: 'WHS Regulation 2011 r291(o)',
    label: 'Work where powered mobile plant (excavators, forklifts, trucks) is moving',
  },
  { code: 'extreme_temperature', reference: 'WHS Regulation 2011 r291(p)', label: 'Work in artificially extreme heat or cold (cool rooms, furnaces)' },
  { code: 'drowning', reference: 'WHS Regulation 2011 r291(q)', label: 'Work in or near water or other liquid with a risk of drowning' },
  { code: 'diving', reference: 'WHS Regulation 2011 r291(r)', label: 'Diving work' },
] as const satisfies readonly THrcwCategory[];

export type TModelHrcwCode = (typeof MODEL_WHS_HRCW)[number]['code'];
export const MODEL_HRCW_CODES = MODEL_WHS_HRCW.map((item) => item.code) as [TModelHrcwCode, ...TModelHrcwCode[]];

/**
 * Victoria's list: high risk construction work as defined for Part 5.1 (Construction) of the
 * Occupational Health and Safety Regulations 2017. It is close to the model list but not the
 * same: any demolition counts (not only load-bearing parts), trenches and tunnels are separate
 * items, and work near roads and railways is worded differently. Cited by Part, not item letter.
 */
const VIC_REFERENCE = 'OHS Regulations 2017 (Vic) Part 5.1';
export const VIC_OHS_HRCW = [
  { code: 'fall_over_2m', reference: VIC_REFERENCE, label: 'Risk of a person falling more than 2 metres' },
  { code: 'telecommunication_tower', reference: VIC_REFERENCE, label: 'Work on a telecommunications tower' },
  { code: 'demolition', reference: VIC_REFERENCE, label: 'Demolition work' },
  { code: 'asbestos', reference: VIC_REFERENCE, label: 'Removing, or likely disturbing, asbestos' },
  { code: 'temporary_support', reference: VIC_REFERENCE, label: 'Structural alterations that need temporary support to prevent collapse' },
  { code: 'confined_space', reference: VIC_REFERENCE, label: 'Work in a confined space' },
  { code: 'trench_or_shaft', reference: VIC_REFERENCE, label: 'Work in a trench or shaft deeper than 1.5 metres' },
  { code: 'tunnel', reference: VIC_REFERENCE, label: 'Work in a tunnel' },
  { code: 'explosives', reference: VIC_REFERENCE, label: 'Work using explosives' },
  { code: 'pressurised_gas', reference: VIC_REFERENCE, label: 'Work on or near pressurised gas distribution mains or piping' },
  { code: 'chemical_fuel_refrigerant_lines', reference: VIC_REFERENCE, label: 'Work on or near chemical, fuel or refrigerant lines' },
  { code: 'energised_electrical', reference: VIC_REFERENCE, label: 'Work on or near live electrical installations or services' },
  { code: 'contaminated_flammable_atmosphere', reference: VIC_REFERENCE, label: 'Work in an area that may have a contaminated or flammable atmosphere' },
  { code: 'tilt_up_precast', reference: VIC_REFERENCE, label: 'Work with tilt-up or precast concrete elements' },
  { code: 'road_or_railway', reference: VIC_REFERENCE, label: 'Work on or next to roads or railways used by traffic' },
  { code: 'powered_mobile_plant', reference: VIC_REFERENCE, label: 'Work where powered mobile plant is moving' },
  { code: 'extreme_temperature', reference: VIC_REFERENCE, label: 'Work in artificially extreme heat or cold' },
  { code: 'drowning', reference: VIC_REFERENCE, label: 'Work in, over or next to water or other liquid with a risk of drowning' },
  { code: 'diving', reference: VIC_REFERENCE, label: 'Diving work' },
] as const satisfies readonly THrcwCategory[];

export type TVicHrcwCode = (typeof VIC_OHS_HRCW)[number]['code'];
export type THrcwCode = TModelHrcwCode | TVicHrcwCode;
export const HRCW_CODES = [...new Set<THrcwCode>([...MODEL_HRCW_CODES, ...VIC_OHS_HRCW.map((item) => item.code)])] as [THrcwCode, ...THrcwCode[]];

/**
 * New Zealand has no high-risk construction work list in law (HSWA 2015 and the GRWM
 * Regulations 2016 have no SWMS). NZ head contractors still ask for a task analysis that says
 * which work is high-risk, so NZ users pick from the model list as a guide; the legal list is empty.
 */
export const NZ_HRCW: readonly THrcwCategory[] = [];

export const HRCW_LISTS = {
  model_whs: MODEL_WHS_HRCW,
  vic_ohs: VIC_OHS_HRCW,
  none: NZ_HRCW,
} as const satisfies Record<string, readonly THrcwCategory[]>;
export type THrcwListCode = keyof typeof HRCW_LISTS;

export type TSwmsJurisdiction = {
  code: string;
  name: string;
  country: 'AU' | 'NZ';
  /** The HRCW list that applies by law. */
  hrcwList: THrcwListCode;
  /** What the document is called there: a SWMS in Australia, a task analysis in New Zealand. */
  documentTitle: string;
};

export const SWMS_JURISDICTIONS = [
  { code: 'NSW', name: 'New South Wales', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'VIC', name: 'Victoria', country: 'AU', hrcwList: 'vic_ohs', documentTitle: 'Safe work method statement' },
  { code: 'QLD', name: 'Queensland', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'SA', name: 'South Australia', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'WA', name: 'Western Australia', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'TAS', name: 'Tasmania', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'ACT', name: 'Australian Capital Territory', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'NT', name: 'Northern Territory', country: 'AU', hrcwList: 'model_whs', documentTitle: 'Safe work method statement' },
  { code: 'NZ', name: 'New Zealand', country: 'NZ', hrcwList: 'none', documentTitle: 'Task analysis' },
] as const satisfies readonly TSwmsJurisdiction[];

export type TSwmsJurisdictionCode = (typeof SWMS_JURISDICTIONS)[number]['code'];

/** The HRCW categories that apply by law in a jurisdiction (empty for New Zealand). */
export function hrcwListFor(jurisdiction: TSwmsJurisdictionCode): readonly THrcwCategory[] {
  const found = SWMS_JURISDICTIONS.find((item) => item.code === jurisdiction);
  return found ? HRCW_LISTS[found.hrcwList] : [];
}

// ---------------------------------------------------------------------------------------------
// Risk matrix (5×5)
// ---------------------------------------------------------------------------------------------

export type TRiskLevel = 1 | 2 | 3 | 4 | 5;

export const LIKELIHOODS = [
  { value: 1, label: 'Rare', description: 'Could happen only in exceptional circumstances; not expected in the life of the job.' },
  { value: 2, label: 'Unlikely', description: 'Could happen at some time, but has not happened on similar jobs.' },
  { value: 3, label: 'Possible', description: 'Might happen; it has happened on similar jobs before.' },
  { value: 4, label: 'Likely', description: 'Will probably happen at some point during this job.' },
  { value: 5, label: 'Almost certain', description: 'Expected to happen, often or every time the task is done.' },
] as const satisfies readonly { value: TRiskLevel; label: string; description: string }[];

export const CONSEQUENCES = [
  { value: 1, label: 'Insignificant', description: 'No injury, or first aid only (a scratch, a bruise).' },
  { value: 2, label: 'Minor', description: 'Medical treatment needed, back on normal duties the same or next day.' },
  { value: 3, label: 'Moderate', description: 'Lost-time injury or restricted duties (a sprain, a deep cut, a minor fracture).' },
  { value: 4, label: 'Major', description: 'Serious injury or illness needing hospital admission; possible permanent harm.' },
  { value: 5, label: 'Catastrophic', description: 'Death, or permanent disabling injury or illness.' },
] as const satisfies readonly { value: TRiskLevel; label: string; description: string }[];

export const RISK_BAND_CODES = ['low', 'medium', 'high', 'extreme'] as const;
export type TRiskBandCode = (typeof RISK_BAND_CODES)[number];

export type TRiskBand = {
  code: TRiskBandCode;
  label: string;
  /** Lowest score (likelihood × consequence) in this band; the band runs to the next one's minimum. */
  minScore: number;
};

/**
 * Default bands, lowest first. Scores on a 5×5 matrix are 1–25: Low 1–4, Medium 5–9,
 * High 10–14, Extreme 15–25. A rare but catastrophic event (1 × 5) is Medium; a possible
 * major injury (3 × 4) is High. Companies may set their own later.
 */
export const DEFAULT_RISK_BANDS: readonly TRiskBand[] = [
  { code: 'low', label: 'Low', minScore: 1 },
  { code: 'medium', label: 'Medium', minScore: 5 },
  { code: 'high', label: 'High', minScore: 10 },
  { code: 'extreme', label: 'Extreme', minScore: 15 },
];

function assertLevel(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 5) throw new RangeError(`${name} must be a whole number from 1 to 5.`);
}

export function riskScore(likelihood: number, consequence: number): number {
  assertLevel('Likelihood', likelihood);
  assertLevel('Consequence', consequence);
  return likelihood * consequence;
}

/** The band of a rating: the highest band whose minimum the score reaches. */
export function riskBand(likelihood: number, consequence: number, bands: readonly TRiskBand[] = DEFAULT_RISK_BANDS): TRiskBand {
  const score = riskScore(likelihood, consequence);
  let found: TRiskBand | undefined;
  for (const band of bands) {
    if (band.minScore <= score && (!found || band.minScore >= found.minScore)) found = band;
  }
  if (!found) throw new RangeError(`No risk band covers a score of ${score}.`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Hierarchy of controls (WHS Regulation r36; NZ GRWM Regulations 2016 r6)
// ---------------------------------------------------------------------------------------------

export const CONTROL_LEVELS = [
  { code: 'elimination', label: 'Eliminate', description: 'Remove the hazard altogether.' },
  { code: 'substitution', label: 'Substitute', description: 'Replace it with something less hazardous.' },
  { code: 'isolation', label: 'Isolate', description: 'Separate people from the hazard by distance or barriers.' },
  { code: 'engineering', label: 'Engineering', description: 'Change the plant, equipment or process to reduce the risk.' },
  { code: 'administrative', label: 'Administrative', description: 'Safe work procedures, training, signage, permits and supervision.' },
  { code: 'ppe', label: 'PPE', description: 'Personal protective equipment, the last line of defence.' },
] as const;

export type TControlLevel = (typeof CONTROL_LEVELS)[number]['code'];
export const CONTROL_LEVEL_CODES = CONTROL_LEVELS.map((level) => level.code) as [TControlLevel, ...TControlLevel[]];

/** True when every control relies on people (administrative or PPE); false for none at all. */
export function onlyAdministrativeOrPpe(levels: readonly TControlLevel[]): boolean {
  return levels.length > 0 && levels.every((level) => level === 'administrative' || level === 'ppe');
}

/** A High or Extreme residual risk held by administrative and PPE controls alone must say why. */
export function needsResidualReason(levels: readonly TControlLevel[], residual: TRiskBand): boolean {
  return onlyAdministrativeOrPpe(levels) && (residual.code === 'high' || residual.code === 'extreme');
}

// ---------------------------------------------------------------------------------------------
// Library activity, hazard and control as the API accepts them
// ---------------------------------------------------------------------------------------------

export const SWMS_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5.',
  controlLevel: 'Please choose where this control sits in the hierarchy of controls.',
  controlText: 'Please write the control as an instruction a worker can follow.',
  controls: 'Please add at least one control for this hazard.',
  hazard: 'Please name the hazard.',
  risk: 'Please say what could happen.',
  monitoring: 'Please say how this control is checked.',
  responsible: 'Please name who is responsible, for example "Site supervisor".',
  afterAboveBefore: 'The risk after controls cannot be higher than before them.',
  residualReason: 'This risk stays high with only administrative and PPE controls. Please say why nothing higher up the hierarchy is practical.',
  activityName: 'Please name the work activity.',
  hrcwCode: 'Please choose a high-risk construction work category from the list.',
  ppe: 'Please name the PPE, for example "P2 respirator".',
  ppeList: 'Please list at least one item of PPE.',
  hazards: 'Please add at least one hazard to this activity.',
  listItem: 'Please remove the blank item.',
} as const;

export const SWMS_TEXT_MAX = 500;
export const SWMS_NAME_MAX = 120;
export const SWMS_CONTROLS_MAX = 12;
export const SWMS_HAZARDS_MAX = 20;
export const SWMS_LIST_MAX = 20;

const level = z.number({ error: SWMS_MESSAGES.rating }).int(SWMS_MESSAGES.rating).min(1, SWMS_MESSAGES.rating).max(5, SWMS_MESSAGES.rating);

export const ZRiskRatingSchema = z.object({ likelihood: level, consequence: level });
export type TRiskRating = z.output<typeof ZRiskRatingSchema>;

export const ZSwmsControlSchema = z.object({
  level: z.enum(CONTROL_LEVEL_CODES, { error: SWMS_MESSAGES.controlLevel }),
  text: requiredText(SWMS_MESSAGES.controlText, SWMS_TEXT_MAX),
});
export type TSwmsControlInput = z.input<typeof ZSwmsControlSchema>;

/** Text or null: blank is stored as null. */
const optionalReason = z
  .string()
  .trim()
  .max(SWMS_TEXT_MAX, `Must be at most ${SWMS_TEXT_MAX} characters.`)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

function ratingsValid(value: { before: unknown; after: unknown }): boolean {
  return ZRiskRatingSchema.safeParse(value.before).success && ZRiskRatingSchema.safeParse(value.after).success;
}

/** A hazard schema checked against a company's bands (the default bands unless given). */
export function swmsHazardSchema(bands: readonly TRiskBand[] = DEFAULT_RISK_BANDS) {
  return (
    z
      .object({
        hazard: requiredText(SWMS_MESSAGES.hazard, SWMS_NAME_MAX),
        risk: requiredText(SWMS_MESSAGES.risk, SWMS_TEXT_MAX),
        before: ZRiskRatingSchema,
        controls: z
          .array(ZSwmsControlSchema, { error: SWMS_MESSAGES.controls })
          .min(1, SWMS_MESSAGES.controls)
          .max(SWMS_CONTROLS_MAX, `Please keep to ${SWMS_CONTROLS_MAX} controls or fewer.`),
        monitoring: requiredText(SWMS_MESSAGES.monitoring, SWMS_TEXT_MAX),
        after: ZRiskRatingSchema,
        responsible: requiredText(SWMS_MESSAGES.responsible, SWMS_NAME_MAX),
        residualReason: optionalReason,
      })
      // Zod 4 runs these even when a rating already failed (a rating of 0 is not an aborting issue):
      // they judge only valid ratings, and riskBand would throw on the others.
      .refine((value) => !ratingsValid(value) || value.after.likelihood * value.after.consequence <= value.before.likelihood * value.before.consequence, {
        message: SWMS_MESSAGES.afterAboveBefore,
        path: ['after'],
      })
      .refine(
        (value) =>
          !ratingsValid(value) ||
          !needsResidualReason(
            value.controls.map((control) => control.level),
            riskBand(value.after.likelihood, value.after.consequence, bands),
          ) ||
          value.residualReason !== null,
        { message: SWMS_MESSAGES.residualReason, path: ['residualReason'] },
      )
  );
}

export const ZSwmsHazardSchema = swmsHazardSchema();
export type TSwmsHazardInput = z.input<typeof ZSwmsHazardSchema>;
export type TSwmsHazardValues = z.output<typeof ZSwmsHazardSchema>;

const listItem = (message: string = SWMS_MESSAGES.listItem) => requiredText(message, SWMS_NAME_MAX);
const textList = z.array(listItem()).max(SWMS_LIST_MAX, `Please keep to ${SWMS_LIST_MAX} items or fewer.`).default([]);

export const ZSwmsActivitySchema = z.object({
  name: requiredText(SWMS_MESSAGES.activityName, SWMS_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(SWMS_TEXT_MAX, `Must be at most ${SWMS_TEXT_MAX} characters.`)
    .optional()
    .transform((value) => value ?? ''),
  hrcwCodes: z
    .array(z.enum(HRCW_CODES, { error: SWMS_MESSAGES.hrcwCode }))
    .default([])
    .transform((codes) => [...new Set(codes)]),
  ppe: z
    .array(listItem(SWMS_MESSAGES.ppe), { error: SWMS_MESSAGES.ppeList })
    .min(1, SWMS_MESSAGES.ppeList)
    .max(SWMS_LIST_MAX, `Please keep to ${SWMS_LIST_MAX} items or fewer.`),
  plant: textList,
  licences: textList,
  hazards: z
    .array(ZSwmsHazardSchema, { error: SWMS_MESSAGES.hazards })
    .min(1, SWMS_MESSAGES.hazards)
    .max(SWMS_HAZARDS_MAX, `Please keep to ${SWMS_HAZARDS_MAX} hazards or fewer.`),
});
export type TSwmsActivityInput = z.input<typeof ZSwmsActivitySchema>;
export type TSwmsActivityValues = z.output<typeof ZSwmsActivitySchema>;
