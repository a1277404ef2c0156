import { describe, expect, it } from 'vitest';
import type { TModelHrcwCode } from '@hivis/contracts';
import type { TStarterActivity, TStarterHazard } from './index.js';
import { STARTER_LIBRARY } from './index.js';

/*
 * What a principal contractor expects to find in a SWMS for a kind of work. Each kind of hazard is
 * recognised in the hazard's name or its risk; each rule names the work (words in the activity's
 * name or description, or an HRCW category it ticks) and the kinds of hazard that work must list.
 * A new activity for roof work without a fall hazard, or for saw cutting without silica, fails here.
 */

const HAZARD_KINDS = {
  'fall from height': /\bfalls? (from|through|off|into|more than|between|while)\b|\bfalling (from|through|off|into)\b|from height/i,
  asbestos: /asbestos/i,
  'silica dust': /silica/i,
  electricity: /\blive\b|electr|energised|power lines?|\bcables?\b|\bsupply\b/i,
  'underground services': /\b(underground|buried|live) (services?|cables?)\b|strikes? a (buried|live)/i,
  'collapse of the excavation or structure': /collaps|cave[- ]in/i,
  'manual handling': /manual handling|\blift(ing)?\b|\bheavy\b|\bhandling\b|\bstrain|awkward|kneeling|bending/i,
  noise: /\bnoise\b|hearing/i,
  'mobile plant': /\bplant\b|excavator|\btrucks?\b|tipper|forklift|crane|loader|bucket|elevating work platform|scissor lift|boom|reversing/i,
  'contaminated or flammable atmosphere': /atmosphere|vapour|\bgas(es)?\b|fumes|oxygen|carbon monoxide/i,
  'gas leak or fire': /\bgas\b|fire|ignit/i,
  traffic: /traffic|vehicle|\btrucks?\b|tipper|pedestrian/i,
} satisfies Record<string, RegExp>;

type THazardKind = keyof typeof HAZARD_KINDS;

type TRule = {
  /** The work, in words a person would write in the activity's name or description. */
  work: RegExp | TModelHrcwCode;
  why: string;
  needs: THazardKind[];
};

export const HAZARD_RULES: readonly TRule[] = [
  // The high-risk construction work an activity ticks must be among its hazards.
  { work: 'fall_over_2m', why: 'ticks work where a person could fall more than 2 m', needs: ['fall from height'] },
  { work: 'asbestos', why: 'ticks work likely to disturb asbestos', needs: ['asbestos'] },
  { work: 'energised_electrical', why: 'ticks work near energised electrical services', needs: ['electricity'] },
  { work: 'trench_shaft_tunnel', why: 'ticks work in a trench or shaft deeper than 1.5 m', needs: ['collapse of the excavation or structure'] },
  { work: 'powered_mobile_plant', why: 'ticks work where powered mobile plant moves', needs: ['mobile plant'] },
  { work: 'demolition_load_bearing', why: 'ticks demolition of load-bearing parts', needs: ['collapse of the excavation or structure'] },
  { work: 'temporary_support', why: 'ticks temporary support for structural work', needs: ['collapse of the excavation or structure'] },
  { work: 'contaminated_flammable_atmosphere', why: 'ticks work in a contaminated or flammable atmosphere', needs: ['contaminated or flammable atmosphere'] },
  { work: 'pressurised_gas', why: 'ticks work near pressurised gas', needs: ['gas leak or fire'] },
  { work: 'traffic_corridor', why: 'ticks work beside a road or traffic', needs: ['traffic'] },
  // The work itself, named in words.
  {
    work: /\broof\b|roof (sheets|tiles)|gutter|eaves|truss|skylight|scaffold|elevating work platform|scissor lift|upper floor|balcon|ladder|trestle|above the ground/i,
    why: 'is work at height',
    needs: ['fall from height'],
  },
  {
    work: /\bdemolish|demolition of|strip[- ]?out|strip old|remove old (roof|tiles|sheets|linings)|chip off old|load-bearing wall|renovat|existing (house|home|building)|built before (19[0-8]\d|1990)|pre-19[0-8]\d/i,
    why: 'disturbs an older building that may contain asbestos',
    needs: ['asbestos'],
  },
  {
    work: /\b(saw[- ]?cut|cut(ting)? (concrete|masonry|brick|block|pavers?|tiles?|stone|engineered stone)|core drill|drill(ing)? (masonry|concrete|brick)|chip off|grind(ing)? (concrete|masonry))|pavers?\b.*\bcut|\bcut\b.*\bpavers?/i,
    why: 'cuts, drills or breaks concrete, masonry, tile or stone',
    needs: ['silica dust'],
  },
  {
    work: /switchboard|wiring|cabling|light fittings?|meter box|consumer mains|hot water system|pressure pump|live installation/i,
    why: 'works on or beside electrical supply',
    needs: ['electricity'],
  },
  {
    work: /concrete pump|boom pump|\bcrane\b/i,
    why: 'raises a boom or load that can reach overhead power lines',
    needs: ['electricity'],
  },
  {
    work: /\bdig\b|\bexcavate\b|trench(es)?\b|post holes?|pothol/i,
    why: 'digs into the ground',
    needs: ['underground services'],
  },
  {
    work: /\bexcavate\b|deeper than 1\.5|retaining wall|\bbatter/i,
    why: 'opens an excavation a person works beside or in',
    needs: ['collapse of the excavation or structure'],
  },
  {
    work: /\b(lay|stack|move|hang|install|build|erect|dismantle|fix|carry)\b.*\b(pavers?|blocks?|sleepers?|sheets|tiles|plasterboard sheets|doors?|windows?|hot water system|tank|scaffold)\b/i,
    why: 'moves heavy or awkward materials by hand',
    needs: ['manual handling'],
  },
  {
    work: /\bsaw\b|saw[- ]cut|grinder|jackhammer|chip off|demolish|compactor/i,
    why: 'uses loud tools or plant',
    needs: ['noise'],
  },
  {
    work: /excavator|earthmoving|crane|forklift|tipper|elevating work platform|scissor lift|concrete pump/i,
    why: 'uses mobile plant',
    needs: ['mobile plant'],
  },
  {
    work: /confined space|manhole|\bsilo\b|inside (a|the) tank|sewer main|\bpits?\b/i,
    why: 'enters or leans into a confined space',
    needs: ['contaminated or flammable atmosphere'],
  },
];

function hazardText(hazard: TStarterHazard): string {
  return `${hazard.hazard} ${hazard.risk}`;
}

/** The kinds of hazard the activity's work calls for and it does not list, each with the rule's reason. */
export function missingHazards(activity: TStarterActivity): string[] {
  const words = `${activity.name} ${activity.description}`;
  const missing: string[] = [];
  for (const rule of HAZARD_RULES) {
    const applies = typeof rule.work === 'string' ? activity.hrcwCodes.includes(rule.work) : rule.work.test(words);
    if (!applies) continue;
    for (const kind of rule.needs) {
      if (activity.hazards.some((hazard) => HAZARD_KINDS[kind].test(hazardText(hazard)))) continue;
      missing.push(`${kind} (it ${rule.why})`);
    }
  }
  return [...new Set(missing)];
}

const activities = STARTER_LIBRARY.flatMap((trade) =>
  trade.scopes.flatMap((scope) => scope.activities.map((activity) => ({ where: `${trade.name} › ${scope.name} › ${activity.name}`, activity }))),
);

const hazard = (name: string, risk: string): TStarterHazard => ({
  hazard: name,
  risk,
  before: { likelihood: 3, consequence: 4 },
  controls: [
    { level: 'engineering', text: 'A control written as an instruction.' },
    { level: 'administrative', text: 'Another control written as an instruction.' },
  ],
  monitoring: 'Supervisor checks daily.',
  after: { likelihood: 1, consequence: 4 },
  responsible: 'Site supervisor',
});

describe('the starter library lists the hazards the work calls for', () => {
  it('every activity has the hazards its work and its HRCW call for', () => {
    const gaps = activities.map(({ where, activity }) => ({ where, missing: missingHazards(activity) })).filter(({ missing }) => missing.length > 0);
    expect(gaps).toEqual([]);
  });

  it('catches roof work without a fall hazard, even when it ticks no HRCW', () => {
    const roofWork: TStarterActivity = {
      name: 'Re-sheet a carport roof',
      description: 'Replace the metal sheets on a carport roof.',
      hrcwCodes: [],
      ppe: ['Safety boots'],
      plant: [],
      licences: [],
      hazards: [hazard('Sharp sheet edges', 'Cuts to hands while handling sheets.'), hazard('Sun and heat', 'Heat stress on the roof.')],
    };
    expect(missingHazards(roofWork)).toContain('fall from height (it is work at height)');
    const withFall = { ...roofWork, hazards: [...roofWork.hazards, hazard('Fall from the roof edge', 'Worker falls from the carport edge.')] };
    expect(missingHazards(withFall)).toEqual([]);
  });

  it('catches cutting engineered stone without silica, and digging without underground services', () => {
    const benchtop: TStarterActivity = {
      name: 'Cut engineered stone benchtop on site',
      description: 'Trim a benchtop to fit with a grinder.',
      hrcwCodes: [],
      ppe: ['P2 respirator'],
      plant: [],
      licences: [],
      hazards: [hazard('Grinder blade contact', 'Cuts to hands.'), hazard('Grinder noise', 'Hearing loss.')],
    };
    expect(missingHazards(benchtop)).toEqual(['silica dust (it cuts, drills or breaks concrete, masonry, tile or stone)']);
    const footings: TStarterActivity = { ...benchtop, name: 'Dig footings for a shed', description: 'Dig pad footings by hand.', hazards: benchtop.hazards };
    expect(missingHazards(footings)).toEqual(['underground services (it digs into the ground)']);
  });
});
