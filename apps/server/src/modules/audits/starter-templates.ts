import type { TAuditTemplateInput } from '@hivis/contracts';

/*
 * The starter audit templates HiVis ships: eight checks a small Australian or New Zealand builder
 * can use on day one (a weekly site walk, scaffold, heights, electrical, excavation, plant,
 * housekeeping and hazardous substances). Written for this product as a starting point: a company
 * copies one (derivedFromAuditTemplateId) and changes it to fit its sites. Kept as data in the
 * template model (packages/contracts/src/audit-templates.ts), so each parses with
 * ZAuditTemplateInputSchema and scores with audit-scoring.ts like any template a company builds.
 * Where Australian and New Zealand rules differ, the help text says both.
 */

/** A hazard check answered Safe / At risk: Safe scores 1, At risk scores 0 and fails. */
const SAFE_AT_RISK = { booleanStyle: 'safe_at_risk', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' } as const;
/** A Yes / No question where Yes is the safe answer. */
const YES_IS_SAFE = { booleanStyle: 'yes_no', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' } as const;
/** A Yes / No question where No is the safe answer ("Any damaged leads in use?"). */
const NO_IS_SAFE = { booleanStyle: 'yes_no', booleanScores: { yes: 0, no: 1 }, booleanFailsOn: 'yes' } as const;

const SITE_SAFETY_INSPECTION: TAuditTemplateInput = {
  name: 'Site safety inspection',
  description: 'A weekly walk around the whole site by the supervisor. Do it on every active site, and again after a storm or a big change in the work.',
  sections: [
    {
      id: 'site-entry',
      title: 'Entry, signs and records',
      order: 0,
      elements: [
        {
          id: 'site-access',
          prompt: 'Site access, walkways and exits',
          type: 'boolean',
          helpText: 'Clear, safe paths in and out for people and vehicles, emergency exits not blocked, and the site fenced and locked after hours.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'site-signage',
          prompt: 'Which of these are at the site entry?',
          type: 'multi_checklist',
          helpText:
            'AU: a construction project of $250,000 or more needs a sign at the entry with the principal contractor’s name and phone numbers (including after hours) and where the site office is (model WHS Regulations r296). NZ has no set sign, but the same details are good practice.',
          options: [
            { id: 'sign-contact', value: 'Main contractor’s name and phone numbers, including after hours', score: 1 },
            { id: 'sign-office', value: 'Where the site office is', score: 1 },
            { id: 'sign-rules', value: 'Site rules and PPE needed', score: 1 },
            { id: 'sign-no-entry', value: 'No unauthorised entry', score: 1 },
          ],
        },
        {
          id: 'inductions',
          prompt: 'Is everyone on site inducted, with records kept?',
          type: 'boolean',
          helpText:
            'AU: everyone doing construction work needs a general construction induction (white card) as well as your site induction. NZ has no national card: record your site induction (many sites also ask for a Site Safe passport).',
          required: true,
          priority: 'high',
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
      ],
    },
    {
      id: 'site-welfare',
      title: 'First aid, emergencies and amenities',
      order: 1,
      elements: [
        {
          id: 'first-aid',
          prompt: 'First aid kit stocked, and a first aider on site',
          type: 'boolean',
          helpText: 'Check the kit against its contents list. AU: Code of Practice First aid in the workplace. NZ: WorkSafe’s First aid at work guidance.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'emergency-info',
          prompt: 'Are the emergency plan, phone numbers and assembly point on display?',
          type: 'boolean',
          helpText: 'Both countries require an emergency plan for the workplace that workers know. Emergency number: 000 in Australia, 111 in New Zealand.',
          required: true,
          constraints: { ...YES_IS_SAFE },
          onFail: { createAction: true },
        },
        {
          id: 'amenities',
          prompt: 'Toilets, drinking water, hand washing and a place to eat',
          type: 'boolean',
          helpText: 'Clean, stocked and enough for the number of workers on site.',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
      ],
    },
    {
      id: 'site-work-areas',
      title: 'Work areas',
      order: 2,
      elements: [
        {
          id: 'ppe-worn',
          prompt: 'PPE worn as the SWMS or task analysis says',
          type: 'boolean',
          helpText: 'Hard hat, hi-vis, boots and eye protection on most sites, plus hearing, hand or breathing protection where the task needs it.',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requireNote: true },
        },
        {
          id: 'site-housekeeping',
          prompt: 'Housekeeping: walkways clear, rubbish in bins',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'site-leads',
          prompt: 'Electrical leads tagged, on an RCD and off the ground',
          type: 'boolean',
          helpText: 'Test and tag to AS/NZS 3760 (every 3 months on construction sites), leads on stands or insulated hooks (AS/NZS 3012).',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'site-edges',
          prompt: 'Open edges, stairwells and holes in floors protected',
          type: 'boolean',
          helpText:
            'Guardrails or barriers on every open edge; holes covered with a fixed cover that can take the load and is marked. A fall through an unprotected edge or hole is the most common way people die on building sites.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'site-chemicals',
          prompt: 'Fuel, gas and chemicals stored safely, with safety data sheets on site',
          type: 'boolean',
          helpText: 'Labelled, away from heat and sparks, gas bottles upright and secured, and a safety data sheet (SDS) for each product.',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
        {
          id: 'site-notes',
          prompt: 'What is at risk, and what was done about it?',
          type: 'text',
          helpText: 'Needed when any work area item is at risk.',
          constraints: { multiline: true },
          requiredWhen: {
            or: [
              { '==': [{ var: 'ppe-worn' }, 'no'] },
              { '==': [{ var: 'site-housekeeping' }, 'no'] },
              { '==': [{ var: 'site-leads' }, 'no'] },
              { '==': [{ var: 'site-edges' }, 'no'] },
              { '==': [{ var: 'site-chemicals' }, 'no'] },
            ],
          },
        },
      ],
    },
    {
      id: 'site-signoff',
      title: 'Sign-off',
      order: 3,
      elements: [
        { id: 'site-photos', prompt: 'Photos of the site', type: 'photo', constraints: { maxFiles: 6 } },
        {
          id: 'site-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I walked the site today and this is a true record of what I saw. Anything at risk has been made safe or reported.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const SCAFFOLD_INSPECTION: TAuditTemplateInput = {
  name: 'Scaffold inspection',
  description:
    'For a scaffold on your site: at handover, at each regular inspection, and after bad weather, repairs or changes. Use it before your crew works from the scaffold.',
  sections: [
    {
      id: 'scaffold-paperwork',
      title: 'Tag and paperwork',
      order: 0,
      elements: [
        {
          id: 'scaffold-height',
          prompt: 'Height of the top working deck',
          type: 'number',
          helpText: 'From the ground, or the surface below, to the deck.',
          required: true,
          constraints: { unit: 'm', min: 0, max: 100, decimals: 1 },
        },
        {
          id: 'scaffolder-licensed',
          prompt: 'Was it put up by a licensed scaffolder?',
          type: 'boolean',
          helpText:
            'AU: a person or thing could fall more than 4 m, so the scaffolder needs a high risk work licence (SB, SI or SA). NZ: from 5 m the scaffolder needs a certificate of competence, and WorkSafe must be told at least 24 hours before the work starts (N/A in NZ under 5 m).',
          required: true,
          priority: 'high',
          visibleWhen: { '>': [{ var: 'scaffold-height' }, 4] },
          constraints: { ...YES_IS_SAFE, allowNa: true },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'scaffold-tag',
          prompt: 'Is the scaffold tag or handover certificate current?',
          type: 'boolean',
          helpText:
            'A signed and dated “safe for use” tag from the last inspection, or the scaffolder’s handover certificate. No current tag: nobody goes on it.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...YES_IS_SAFE },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'scaffold-last-inspected',
          prompt: 'Date of the last inspection on the tag',
          type: 'date',
          required: true,
        },
        {
          id: 'scaffold-inspection-current',
          prompt: 'Inspected within the interval, and since any bad weather or changes?',
          type: 'boolean',
          helpText:
            'AU (model WHS Regulations r225): at least every 30 days, and before use after repairs, changes or anything that could affect it, such as a storm. NZ (WorkSafe’s scaffolding guidelines): at least weekly while in use, and after storms or changes.',
          required: true,
          priority: 'high',
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
      ],
    },
    {
      id: 'scaffold-structure',
      title: 'Structure and decks',
      order: 1,
      elements: [
        {
          id: 'scaffold-base',
          prompt: 'Base plates and sole boards on firm, level ground',
          type: 'boolean',
          helpText: 'No bricks or loose packing under base plates. Look for washouts and digging near the base.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'scaffold-guardrails',
          prompt: 'Guardrails, midrails and toeboards on every working deck',
          type: 'boolean',
          helpText: 'Top rail 900 to 1100 mm above the deck, a midrail between, and toeboards fitted (AS/NZS 4576 and the maker’s instructions).',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'scaffold-planks',
          prompt: 'Decks fully planked: no gaps, splits or loose boards',
          type: 'boolean',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'scaffold-ties',
          prompt: 'Ties and bracing all in place',
          type: 'boolean',
          helpText: 'Only the scaffolder moves a tie. A missing tie: keep everyone off and call the scaffolder.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'scaffold-ladders',
          prompt: 'Ladders or stairs secured, with a gate or hatch at each deck',
          type: 'boolean',
          helpText: 'Ladders tied off and reaching about 1 m above the landing.',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'scaffold-loading-bay',
          prompt: 'Loading bay: gate shut, load limit shown and not overloaded',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
      ],
    },
    {
      id: 'scaffold-surrounds',
      title: 'Around the scaffold',
      order: 2,
      elements: [
        {
          id: 'scaffold-exclusion-zone',
          prompt: 'Exclusion zone below, with barriers and signs',
          type: 'boolean',
          helpText: 'Keep people out from under the scaffold while it is loaded, put up or taken down. Use mesh or a catch fan over public areas.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        { id: 'scaffold-photos', prompt: 'Photos of the tag and the scaffold', type: 'photo', constraints: { maxFiles: 4 } },
        {
          id: 'scaffold-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I checked this scaffold today. It is tagged and safe to use, or I have kept people off it and reported what is wrong.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const WORKING_AT_HEIGHTS: TAuditTemplateInput = {
  name: 'Working at heights',
  description:
    'For work where someone could fall more than 2 m: roofs, edges, ladders, EWPs and harness work. Use it before the work starts and when the set-up changes.',
  sections: [
    {
      id: 'heights-task',
      title: 'The task',
      order: 0,
      elements: [
        {
          id: 'fall-height',
          prompt: 'Highest point someone could fall from',
          type: 'number',
          helpText: 'AU: a risk of a fall of more than 2 m makes it high risk construction work, which needs a SWMS. NZ: plan for falls at any height.',
          required: true,
          constraints: { unit: 'm', min: 0, max: 100, decimals: 1 },
        },
        {
          id: 'heights-swms',
          prompt: 'Is there a SWMS (NZ: task analysis) for the work, signed by the crew?',
          type: 'boolean',
          required: true,
          priority: 'high',
          visibleWhen: { '>': [{ var: 'fall-height' }, 2] },
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'heights-equipment',
          prompt: 'What is being used?',
          type: 'multi_checklist',
          helpText: 'Tick all that apply. Each one brings up its own checks.',
          required: true,
          options: [
            { id: 'uses-edge-protection', value: 'Edge protection or scaffold' },
            { id: 'uses-ewp', value: 'Elevating work platform (EWP)' },
            { id: 'uses-harness', value: 'Harness and anchor points' },
            { id: 'uses-ladder', value: 'Ladder' },
          ],
        },
      ],
    },
    {
      id: 'heights-controls',
      title: 'Controls',
      order: 1,
      elements: [
        {
          id: 'heights-edges',
          prompt: 'Open edges protected by guardrails, scaffold or barriers',
          type: 'boolean',
          helpText: 'Stop the fall first with a physical barrier; a harness is the last choice, not the first.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'heights-penetrations',
          prompt: 'Holes and penetrations covered, fixed down and marked',
          type: 'boolean',
          helpText: 'Covers strong enough to take a person or load, fixed so they can’t move, and marked “Hole – do not remove”.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'ewp-licence',
          prompt: 'EWP operator’s licence or training sighted?',
          type: 'boolean',
          helpText:
            'AU: a boom-type EWP with a boom of 11 m or more needs a WP high risk work licence; for scissor lifts and shorter booms, sight proof of training (such as an EWPA Yellow Card). NZ: there is no licence class; sight proof the operator is trained on that type of EWP.',
          required: true,
          priority: 'high',
          visibleWhen: { in: ['uses-ewp', { var: 'heights-equipment' }] },
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'harness-inspected',
          prompt: 'Harnesses, lanyards and anchor points inspected and in date?',
          type: 'boolean',
          helpText:
            'Checked by the user before each use, and by a competent person at least every 6 months (AS/NZS 1891.4). Anchors rated for fall arrest and inspected at least every 12 months.',
          required: true,
          priority: 'high',
          visibleWhen: { in: ['uses-harness', { var: 'heights-equipment' }] },
          constraints: { ...YES_IS_SAFE },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'rescue-plan',
          prompt: 'Is there a rescue plan the crew can carry out?',
          type: 'boolean',
          helpText:
            'Someone hanging in a harness must be got down within minutes (suspension trauma). Have the gear and trained people on site; calling 000 (AU) or 111 (NZ) is not a rescue plan.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          visibleWhen: { in: ['uses-harness', { var: 'heights-equipment' }] },
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'ladder-use',
          prompt: 'Ladders: right ladder, set up safely, 3 points of contact',
          type: 'boolean',
          helpText:
            'Industrial rated (AS/NZS 1892), set 4 up to 1 out, reaching 1 m above the landing, tied or footed. Keep 3 points of contact: no carrying loads up and no overreaching.',
          required: true,
          visibleWhen: { in: ['uses-ladder', { var: 'heights-equipment' }] },
          constraints: { ...SAFE_AT_RISK },
          onFail: { requireNote: true, createAction: true },
        },
      ],
    },
    {
      id: 'heights-signoff',
      title: 'Sign-off',
      order: 2,
      elements: [
        {
          id: 'heights-notes',
          prompt: 'What was fixed, and what still needs doing?',
          type: 'text',
          constraints: { multiline: true },
          requiredWhen: { or: [{ '==': [{ var: 'heights-edges' }, 'no'] }, { '==': [{ var: 'heights-penetrations' }, 'no'] }] },
        },
        {
          id: 'heights-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I checked the work at height today. The controls above are in place, or the work has stopped until they are.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const ELECTRICAL_EQUIPMENT: TAuditTemplateInput = {
  name: 'Electrical equipment',
  description: 'A monthly check of portable tools, leads, RCDs and generators on site. Do it again when a new crew or new gear arrives.',
  sections: [
    {
      id: 'test-and-tag',
      title: 'Test and tag',
      order: 0,
      elements: [
        {
          id: 'tags-current',
          prompt: 'Are all tools and leads tagged, with tags in date?',
          type: 'boolean',
          helpText: 'AS/NZS 3760 applies in both countries. On construction and demolition sites, equipment is tested and tagged every 3 months.',
          required: true,
          priority: 'high',
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'tag-expiry',
          prompt: 'Earliest tag expiry date seen',
          type: 'date',
          helpText: 'Gear whose tag has run out is taken out of use until it is retested.',
          required: true,
        },
        {
          id: 'damaged-gear',
          prompt: 'Any damaged tools or leads still in use?',
          type: 'boolean',
          helpText: 'Cut or taped leads, cracked plugs or cases, bare wires.',
          required: true,
          priority: 'urgent',
          constraints: { ...NO_IS_SAFE },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'damaged-tagged-out',
          prompt: 'Has the damaged gear been taken out of use and tagged “Out of service”?',
          type: 'boolean',
          required: true,
          priority: 'urgent',
          visibleWhen: { '==': [{ var: 'damaged-gear' }, 'yes'] },
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true },
        },
      ],
    },
    {
      id: 'rcds-and-leads',
      title: 'RCDs and leads',
      order: 1,
      elements: [
        {
          id: 'rcd-protected',
          prompt: 'Every lead and tool protected by an RCD',
          type: 'boolean',
          helpText:
            'All power for construction work runs through a 30 mA RCD, at the switchboard or a portable RCD at the outlet (AS/NZS 3012; in AU also the WHS Regulations). No RCD: unplug until one is fitted.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'rcd-tested',
          prompt: 'Portable RCDs test-button checked today?',
          type: 'boolean',
          helpText: 'Press the test button daily, or before each use (AS/NZS 3760). The trip time is tested at each test and tag.',
          required: true,
          constraints: { ...YES_IS_SAFE, allowNa: true },
          onFail: { createAction: true },
        },
        {
          id: 'leads-off-ground',
          prompt: 'Leads off the ground, on stands or insulated hooks',
          type: 'boolean',
          helpText: 'Out of water and away from traffic and sharp edges (AS/NZS 3012).',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'power-boards',
          prompt: 'No double adaptors, household power boards or boards plugged into boards',
          type: 'boolean',
          helpText: 'Use industrial power boards with overload protection.',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
        {
          id: 'generator-in-use',
          prompt: 'Is a portable generator in use?',
          type: 'boolean',
          required: true,
          constraints: { booleanStyle: 'yes_no' },
        },
      ],
    },
    {
      id: 'generator',
      title: 'Portable generator',
      order: 2,
      visibleWhen: { '==': [{ var: 'generator-in-use' }, 'yes'] },
      elements: [
        {
          id: 'generator-setup',
          prompt: 'Generator set up to AS/NZS 3010, with RCD-protected outlets',
          type: 'boolean',
          helpText: 'Check the compliance plate and its test tag, and follow the maker’s instructions for earthing.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'generator-placement',
          prompt: 'Running in the open, away from doors, windows and fuel',
          type: 'boolean',
          helpText: 'Exhaust is carbon monoxide: never run a generator indoors, in a trench or in a pit. Refuel only when it is off and cool.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
      ],
    },
    {
      id: 'electrical-signoff',
      title: 'Sign-off',
      order: 3,
      elements: [
        {
          id: 'electrical-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I checked the electrical gear on site today. Anything unsafe has been taken out of use and tagged.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const EXCAVATION: TAuditTemplateInput = {
  name: 'Excavation',
  description: 'For trenches, pits and footings on site. Use it each day before anyone goes in, and after rain or anything else that could affect the walls.',
  sections: [
    {
      id: 'before-digging',
      title: 'Services and depth',
      order: 0,
      elements: [
        {
          id: 'services-located',
          prompt: 'Underground services located and marked on the ground?',
          type: 'boolean',
          helpText:
            'Plans from Before You Dig Australia (AU) or beforeUdig (NZ) on site, services marked out, and found by hand digging or a locator before machines dig near them.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'excavation-depth',
          prompt: 'Depth at the deepest point',
          type: 'number',
          helpText: 'From the ground at the edge to the floor of the excavation.',
          required: true,
          constraints: { unit: 'm', min: 0, max: 20, decimals: 1 },
        },
      ],
    },
    {
      id: 'deep-trench',
      title: '1.5 m or deeper',
      order: 1,
      visibleWhen: { '>=': [{ var: 'excavation-depth' }, 1.5] },
      elements: [
        {
          id: 'trench-supported',
          prompt: 'Walls shored, benched or battered',
          type: 'boolean',
          helpText:
            'AU: a trench 1.5 m or deeper needs its sides supported by shoring, benching or battering, unless a geotechnical engineer advises in writing that it is safe. NZ: support the walls too, and tell WorkSafe at least 24 hours before anyone works in a trench deeper than 1.5 m.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'ladder-distance',
          prompt: 'Distance from the furthest worker to a ladder or ramp',
          type: 'number',
          helpText:
            'A way out within 9 m of everyone in the trench is common guidance: check your state’s or WorkSafe NZ’s excavation guidance. Ladders tied off and reaching about 1 m above the edge.',
          required: true,
          priority: 'high',
          constraints: { unit: 'm', min: 0, max: 100, failAbove: 9 },
          onFail: { createAction: true },
        },
        {
          id: 'air-tested',
          prompt: 'Air tested before entry where gas could build up?',
          type: 'boolean',
          helpText:
            'Near sewers, fuel tanks or fill, or with engines running close by. A deep or enclosed excavation can be a confined space (AS 2865). N/A where none of these apply.',
          required: true,
          priority: 'high',
          constraints: { ...YES_IS_SAFE, allowNa: true },
          onFail: { requireNote: true, createAction: true },
        },
      ],
    },
    {
      id: 'excavation-edges',
      title: 'Edges and surrounds',
      order: 2,
      elements: [
        {
          id: 'walls-checked',
          prompt: 'Walls and edges: no cracks, slumping or water coming in',
          type: 'boolean',
          helpText: 'Check before anyone goes in each day and after rain.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'spoil-distance',
          prompt: 'How far back from the edge is the spoil?',
          type: 'number',
          helpText: 'Spoil, materials and machines at least 1 m back from the edge; further for deep trenches or soft ground.',
          constraints: { unit: 'm', min: 0, max: 50, decimals: 1, failBelow: 1 },
          onFail: { createAction: true },
        },
        {
          id: 'excavation-barriers',
          prompt: 'Barriers or fencing around it, with warning signs',
          type: 'boolean',
          helpText: 'Strong enough that someone walking into them won’t fall in, and lit or marked at night where the public can get near.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        { id: 'excavation-photos', prompt: 'Photos of the excavation and its supports', type: 'photo', constraints: { maxFiles: 4 } },
        {
          id: 'excavation-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I checked this excavation today before anyone went in. It is safe to enter, or I have kept people out and reported what is wrong.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const PLANT_PRE_USE_CHECK: TAuditTemplateInput = {
  name: 'Plant pre-use check',
  description:
    'The operator’s check of a machine before it starts each shift: excavators, loaders, forklifts, rollers and the like. A failed check means the machine is tagged out.',
  sections: [
    {
      id: 'plant-details',
      title: 'Machine and operator',
      order: 0,
      elements: [
        {
          id: 'plant-type',
          prompt: 'Type of plant',
          type: 'multi_radio',
          required: true,
          options: [
            { id: 'type-earthmoving', value: 'Excavator, loader, skid steer or other earthmoving' },
            { id: 'type-forklift', value: 'Forklift or telehandler' },
            { id: 'type-roller', value: 'Roller or compactor' },
            { id: 'type-other', value: 'Other' },
          ],
        },
        { id: 'plant-number', prompt: 'Plant number or rego', type: 'text', required: true },
        {
          id: 'operator-licence',
          prompt: 'Operator’s licence or VOC sighted?',
          type: 'boolean',
          helpText:
            'AU: forklifts, cranes and some other plant need a high risk work licence; earthmoving machines have no licence, so sight a verification of competency (VOC). NZ: most plant has no licence class, so sight training records (a forklift driven on a road also needs an F endorsement).',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
      ],
    },
    {
      id: 'plant-checks',
      title: 'Pre-start checks',
      order: 1,
      elements: [
        {
          id: 'plant-walkaround',
          prompt: 'Walk-around: no leaks, damage or loose parts',
          type: 'boolean',
          helpText: 'Fluids, hoses, tyres or tracks, buckets and attachments, quick hitch locked, guards on.',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'plant-brakes',
          prompt: 'Brakes and park brake',
          type: 'boolean',
          required: true,
          priority: 'urgent',
          constraints: { ...SAFE_AT_RISK },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'plant-warning-devices',
          prompt: 'Tick each one that works',
          type: 'multi_checklist',
          options: [
            { id: 'works-horn', value: 'Horn', score: 1 },
            { id: 'works-lights', value: 'Lights', score: 1 },
            { id: 'works-beacon', value: 'Flashing beacon', score: 1 },
            { id: 'works-reversing-alarm', value: 'Reversing alarm', score: 1 },
          ],
        },
        {
          id: 'plant-seat-belt',
          prompt: 'Seat belt fitted and working',
          type: 'boolean',
          required: true,
          priority: 'high',
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'plant-rops',
          prompt: 'Rollover and falling object protection (ROPS/FOPS) undamaged',
          type: 'boolean',
          helpText: 'No cracks, bends, drilled holes or welding on the frame. The seat belt must be worn with ROPS.',
          required: true,
          priority: 'high',
          visibleWhen: { '!=': [{ var: 'plant-type' }, 'type-other'] },
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'plant-extinguisher',
          prompt: 'Fire extinguisher charged and its tag in date',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
        {
          id: 'plant-logbook',
          prompt: 'Is the logbook or prestart book filled in, with no faults left open?',
          type: 'boolean',
          required: true,
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true },
        },
      ],
    },
    {
      id: 'plant-result',
      title: 'Result',
      order: 2,
      elements: [
        {
          id: 'plant-outcome',
          prompt: 'Result of the check',
          type: 'multi_radio',
          helpText: 'Any fault with brakes, steering, seat belt, ROPS or the operator’s ticket: tag the machine out, take the key and tell your supervisor.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          options: [
            { id: 'outcome-fit', value: 'Fit for use', score: 2 },
            { id: 'outcome-minor-fault', value: 'Fit for use, minor fault reported', score: 1 },
            { id: 'outcome-tagged-out', value: 'Failed: tagged out of service', score: 0, failed: true },
          ],
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'plant-fault-details',
          prompt: 'What is the fault, and who was told?',
          type: 'text',
          constraints: { multiline: true },
          requiredWhen: { in: [{ var: 'plant-outcome' }, ['outcome-minor-fault', 'outcome-tagged-out']] },
        },
        {
          id: 'plant-tag-photo',
          prompt: 'Photo of the out-of-service tag on the machine',
          type: 'photo',
          required: true,
          visibleWhen: { '==': [{ var: 'plant-outcome' }, 'outcome-tagged-out'] },
          constraints: { maxFiles: 2 },
        },
        {
          id: 'plant-signature',
          prompt: 'Signature of the person doing the check',
          type: 'signature',
          secondaryText: 'I did this check myself before using the machine today, and I hold the licence or training to operate it.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const HOUSEKEEPING: TAuditTemplateInput = {
  name: 'Housekeeping',
  description: 'A quick check that the site is tidy and safe to walk around. Good at the end of each day or week, by the supervisor or a leading hand.',
  sections: [
    {
      id: 'housekeeping-access',
      title: 'Walkways and access',
      order: 0,
      elements: [
        {
          id: 'walkways-clear',
          prompt: 'Walkways, stairs and emergency exits clear',
          type: 'boolean',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'trip-hazards',
          prompt: 'Any trip hazards: offcuts, holes, loose sheets or uneven ground?',
          type: 'boolean',
          required: true,
          constraints: { ...NO_IS_SAFE },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'cords-managed',
          prompt: 'Leads and hoses run clear of walkways',
          type: 'boolean',
          helpText: 'Overhead on stands or hooks, or along walls, not across paths.',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'lighting',
          prompt: 'Enough light in stairs, basements and work areas',
          type: 'boolean',
          helpText: 'AS/NZS 1680 sets lighting levels. As a rule: if you need a torch to see the floor, it is too dark.',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
      ],
    },
    {
      id: 'housekeeping-materials',
      title: 'Materials and waste',
      order: 1,
      elements: [
        {
          id: 'materials-stacked',
          prompt: 'Materials stacked stable, not too high, clear of edges',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'waste-bins',
          prompt: 'Bins and skips',
          type: 'multi_radio',
          required: true,
          options: [
            { id: 'bins-ok', value: 'Emptied, with room to spare', score: 2 },
            { id: 'bins-nearly-full', value: 'Nearly full, pick-up booked', score: 1 },
            { id: 'bins-overflowing', value: 'Overflowing, or rubbish lying around', score: 0, failed: true },
          ],
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'sharp-hazards',
          prompt: 'Reo bar ends capped, nails out of offcuts',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
        {
          id: 'spills-cleaned',
          prompt: 'Spills cleaned up, spill kit nearby',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { createAction: true },
        },
      ],
    },
    {
      id: 'housekeeping-signoff',
      title: 'Follow-up and sign-off',
      order: 2,
      elements: [
        {
          id: 'housekeeping-actions',
          prompt: 'What needs cleaning up, and by whom?',
          type: 'text',
          constraints: { multiline: true },
          requiredWhen: {
            or: [
              { '==': [{ var: 'walkways-clear' }, 'no'] },
              { '==': [{ var: 'trip-hazards' }, 'yes'] },
              { '==': [{ var: 'materials-stacked' }, 'no'] },
              { '==': [{ var: 'waste-bins' }, 'bins-overflowing'] },
            ],
          },
        },
        { id: 'housekeeping-photos', prompt: 'Photos', type: 'photo', constraints: { maxFiles: 4 } },
        {
          id: 'housekeeping-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I checked the site’s housekeeping today, and anything that needs fixing is listed above.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

const HAZARDOUS_SUBSTANCES: TAuditTemplateInput = {
  name: 'Hazardous substances',
  description:
    'A monthly check of the chemicals, fuels and gases kept on site, and of the asbestos records before work on an older building. Use it too when a new product comes on site.',
  sections: [
    {
      id: 'sds-and-register',
      title: 'Safety data sheets and register',
      order: 0,
      elements: [
        {
          id: 'sds-available',
          prompt: 'Is there a safety data sheet (SDS) on site for every product?',
          type: 'boolean',
          helpText: 'Get one from the supplier for each product, and keep them where workers can get to them.',
          required: true,
          priority: 'high',
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'sds-current',
          prompt: 'Are they all dated within the last 5 years?',
          type: 'boolean',
          helpText:
            'AU: suppliers must review an SDS at least every 5 years, so one older than that is out of date. NZ: the supplier must give you a current SDS; ask for a new one if yours is more than 5 years old.',
          required: true,
          visibleWhen: { '==': [{ var: 'sds-available' }, 'yes'] },
          constraints: { ...YES_IS_SAFE },
          onFail: { createAction: true },
        },
        {
          id: 'substance-register',
          prompt: 'Is the register (AU) or inventory (NZ) of hazardous substances up to date?',
          type: 'boolean',
          helpText:
            'AU: a register of hazardous chemicals, with their SDSs (WHS Regulations). NZ: an inventory of hazardous substances (Hazardous Substances Regulations 2017).',
          required: true,
          constraints: { ...YES_IS_SAFE },
          onFail: { createAction: true },
        },
      ],
    },
    {
      id: 'substance-storage',
      title: 'Storage and handling',
      order: 1,
      elements: [
        {
          id: 'containers-labelled',
          prompt: 'Every container labelled, decanted ones too',
          type: 'boolean',
          helpText: 'Keep the supplier’s label. Anything poured into another container gets a label with the product name and its hazards.',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, createAction: true },
        },
        {
          id: 'storage-segregated',
          prompt: 'Stored safely: aired, away from sparks and heat, incompatibles kept apart',
          type: 'boolean',
          helpText:
            'Flammables in a cabinet or store away from ignition sources, oxidisers and acids kept away from them, gas cylinders upright and chained, in the open or a ventilated cage.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { requirePhoto: true, requireNote: true, createAction: true },
        },
        {
          id: 'spill-kit',
          prompt: 'Spill kit at the store, stocked and right for what is stored',
          type: 'boolean',
          required: true,
          constraints: { ...SAFE_AT_RISK },
          onFail: { createAction: true },
        },
        {
          id: 'ppe-per-sds',
          prompt: 'PPE worn as the SDS says',
          type: 'boolean',
          helpText: 'Section 8 of the SDS lists the gloves, eye and breathing protection needed.',
          required: true,
          constraints: { ...SAFE_AT_RISK, allowNa: true },
          onFail: { requireNote: true },
        },
      ],
    },
    {
      id: 'asbestos',
      title: 'Asbestos',
      order: 2,
      elements: [
        {
          id: 'building-age',
          prompt: 'What is the work on?',
          type: 'multi_radio',
          helpText: 'Asbestos rules cover buildings built before 2004 in Australia and before 2000 in New Zealand.',
          required: true,
          options: [
            { id: 'age-older', value: 'An existing building from before 2004 (AU) or 2000 (NZ), or not known' },
            { id: 'age-newer', value: 'An existing building from after that' },
            { id: 'age-new-build', value: 'A new build, nothing existing' },
          ],
        },
        {
          id: 'asbestos-register',
          prompt: 'Asbestos register (AU) or asbestos management plan (NZ) sighted?',
          type: 'boolean',
          helpText:
            'AU: a workplace built before 31 December 2003 needs an asbestos register; demolition or refurbishment needs an asbestos survey first. NZ: a workplace built before 1 January 2000 needs an asbestos management plan. None sighted: stop any work that could disturb asbestos until it is checked.',
          required: true,
          priority: 'urgent',
          failsAudit: true,
          visibleWhen: { '==': [{ var: 'building-age' }, 'age-older'] },
          constraints: { ...YES_IS_SAFE },
          onFail: { requireNote: true, createAction: true },
        },
        {
          id: 'hazardous-signature',
          prompt: 'Inspector’s signature',
          type: 'signature',
          secondaryText: 'I checked the hazardous substances on site today. What I found is recorded above, and anything unsafe has been reported.',
          required: true,
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

/**
 * Each starter template by its stable code: loaded once by that code (seed/load-starter-audits.ts);
 * a change here reaches the stored template as its next version.
 */
export const AUDIT_STARTERS: readonly { code: string; template: TAuditTemplateInput }[] = [
  { code: 'site-safety-inspection', template: SITE_SAFETY_INSPECTION },
  { code: 'scaffold-inspection', template: SCAFFOLD_INSPECTION },
  { code: 'working-at-heights', template: WORKING_AT_HEIGHTS },
  { code: 'electrical-equipment', template: ELECTRICAL_EQUIPMENT },
  { code: 'excavation', template: EXCAVATION },
  { code: 'plant-pre-use-check', template: PLANT_PRE_USE_CHECK },
  { code: 'housekeeping', template: HOUSEKEEPING },
  { code: 'hazardous-substances', template: HAZARDOUS_SUBSTANCES },
];

export const AUDIT_STARTER_TEMPLATES: readonly TAuditTemplateInput[] = AUDIT_STARTERS.map((starter) => starter.template);
