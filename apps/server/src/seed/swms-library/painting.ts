import type { TStarterTrade } from './index.js';

export const PAINTING: TStarterTrade = {
  code: 'painting',
  name: 'Painting',
  scopes: [
    {
      name: 'Exterior painting',
      activities: [
        {
          name: 'Prepare and paint exterior walls and eaves',
          description: 'Wash down, scrape, sand and paint walls, eaves, fascias and barges of a house.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Safety boots', 'Safety glasses', 'P2 respirator when sanding', 'Nitrile gloves', 'Broad-brimmed hat and SPF 50+ sunscreen'],
          plant: ['Mobile scaffold tower or perimeter scaffold', 'Platform ladder', 'Pressure washer', 'Orbital sander with dust extraction'],
          licences: ['Painting contractor licence where the state requires one', 'Working at heights training'],
          hazards: [
            {
              hazard: 'Fall from ladder or scaffold while painting eaves',
              risk: 'Painter overreaches or steps back and falls from height.',
              before: { likelihood: 4, consequence: 4 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Paint above 2 metres from a mobile scaffold tower, perimeter scaffold or elevating work platform with guardrails.',
                },
                { level: 'substitution', text: 'Use extension poles on rollers and brushes so more of the work is done from the ground.' },
                { level: 'administrative', text: 'Use platform ladders only for short tasks below 2 metres, and move the ladder rather than overreaching.' },
              ],
              monitoring: 'Supervisor checks access equipment at each house before work starts.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Painting supervisor',
            },
            {
              hazard: 'Pressure washer',
              risk: 'Water jet injures skin or eyes; water gets into electrical fittings on the wall.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'isolation', text: 'Turn off and tape over external power points and lights before washing near them.' },
                { level: 'engineering', text: 'Use a pressure washer with a trigger lock and a fan nozzle, plugged into a portable RCD.' },
                { level: 'ppe', text: 'Wear safety glasses and safety boots while washing down.' },
              ],
              monitoring: 'Painter checks power points are covered before washing.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
          ],
        },
        {
          name: 'Remove lead-based paint',
          description: 'Prepare surfaces on homes built before 1970 where old paint layers may contain lead.',
          hrcwCodes: [],
          ppe: ['P2 respirator (fit tested)', 'Disposable coveralls type 5/6', 'Nitrile gloves', 'Safety glasses'],
          plant: ['Lead test kit', 'Chemical paint stripper (low-VOC)', 'HEPA-filtered sander', 'H-class vacuum', 'Drop sheets (heavy plastic)'],
          licences: ['Training in lead-safe paint removal (AS 4361.2)'],
          hazards: [
            {
              hazard: 'Lead dust and fumes',
              risk: 'Breathing or swallowing lead dust causes lead poisoning; dust spreads to the family living in the house.',
              before: { likelihood: 4, consequence: 4 },
              controls: [
                { level: 'elimination', text: 'Test old paint with a lead test kit first; where lead is found, leave sound paint in place and paint over it.' },
                {
                  level: 'substitution',
                  text: 'Remove flaking lead paint with chemical stripper or wet scraping instead of dry sanding, burning or abrasive blasting.',
                },
                {
                  level: 'isolation',
                  text: 'Seal the work area with heavy plastic drop sheets and keep occupants, children and pets out until clean-up is finished.',
                },
                { level: 'ppe', text: 'Wear a fit-tested P2 respirator, disposable coveralls and nitrile gloves; wash hands and face before eating.' },
              ],
              monitoring: 'Supervisor records the lead test result and checks clean-up with an H-class vacuum.',
              after: { likelihood: 2, consequence: 4 },
              responsible: 'Painting supervisor',
            },
            {
              hazard: 'Chemical paint stripper',
              risk: 'Skin burns, eye damage and dizziness from stripper vapour.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'substitution', text: 'Use a low-VOC, dichloromethane-free stripper, and read its safety data sheet before use.' },
                { level: 'engineering', text: 'Work with doors and windows open, or with a fan blowing fumes out of the room.' },
                { level: 'ppe', text: 'Wear nitrile gloves and safety glasses, and keep the SDS on site.' },
              ],
              monitoring: 'Supervisor checks the SDS is on site for every product.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Asbestos cement sheeting under the paint',
              risk: 'Homes of that age often have painted asbestos cement (fibro) walls and eaves; sanding, scraping or pressure washing them releases fibres.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Check the asbestos register, or have a competent person test suspect fibro sheeting before preparing it.' },
                {
                  level: 'elimination',
                  text: 'Never sand, wire-brush or pressure-wash asbestos cement; have it removed by a licensed removalist, or only hand wash and paint it as the assessor directs.',
                },
              ],
              monitoring: 'Painting supervisor sights the register or test results before preparation starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Painting supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Interior and spray painting',
      activities: [
        {
          name: 'Spray paint with an airless sprayer',
          description: 'Apply paint to walls, ceilings and joinery with an airless spray unit.',
          hrcwCodes: ['contaminated_flammable_atmosphere'],
          ppe: ['Half-face respirator with A2P2 combination filters', 'Disposable coveralls with hood', 'Safety glasses or goggles', 'Nitrile gloves'],
          plant: ['Airless spray unit', 'Extraction fan', 'Drop sheets and masking'],
          licences: ['Verification of competency – airless spray equipment'],
          hazards: [
            {
              hazard: 'High-pressure injection injury',
              risk: 'Paint is injected under the skin by the spray tip, which can need amputation if not treated.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Use a spray gun with a tip guard fitted and lock the trigger whenever you stop spraying.' },
                {
                  level: 'administrative',
                  text: 'Release the pressure before cleaning or changing the tip, and never point the gun at anyone or put a hand over the tip.',
                },
                {
                  level: 'administrative',
                  text: 'Treat any injection as a surgical emergency and go straight to hospital, telling them it is a paint injection.',
                },
              ],
              monitoring: 'Supervisor checks tip guards and trigger locks at setup.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Solvent vapours and flammable atmosphere',
              risk: 'Vapours build up in an enclosed room, causing dizziness or a flash fire from an ignition source.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'substitution', text: 'Use water-based paints instead of solvent-based where the finish allows.' },
                { level: 'engineering', text: 'Run an extraction fan to exhaust the room to outside while spraying and until the paint is touch dry.' },
                {
                  level: 'isolation',
                  text: 'Remove or switch off ignition sources (heaters, pilot lights, non-rated lights) before spraying solvent-based products.',
                },
                { level: 'ppe', text: 'Wear a half-face respirator with A2P2 filters, changed as the maker specifies.' },
              ],
              monitoring: 'Supervisor checks the fan and filters before spraying starts.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Painting supervisor',
            },
          ],
        },
        {
          name: 'Paint interior walls and ceilings',
          description: 'Cut in and roll walls and ceilings in occupied or new homes.',
          hrcwCodes: [],
          ppe: ['Safety glasses when painting ceilings', 'Non-slip safety shoes', 'Nitrile gloves'],
          plant: ['Platform ladder', 'Adjustable painter’s trestles and plank', 'Extension poles'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Falls from trestles and ladders',
              risk: 'Painter falls from a plank or ladder onto the floor or stairs.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'substitution', text: 'Roll ceilings from the floor with an extension pole wherever the height allows.' },
                { level: 'engineering', text: 'Use a platform ladder with handrails, or trestles with a full-width plank, not a stepladder top step.' },
                { level: 'administrative', text: 'Over stairwells, use a stair platform or a mobile tower, never a ladder on the stairs.' },
              ],
              monitoring: 'Supervisor checks access equipment on site visits.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Repetitive overhead work',
              risk: 'Neck and shoulder strain from rolling and cutting in overhead for long periods.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'engineering', text: 'Use extension poles and lightweight rollers, and work from a height where the hands stay below the shoulder.' },
                { level: 'administrative', text: 'Alternate ceiling work with wall work every 30 to 45 minutes.' },
              ],
              monitoring: 'Supervisor plans the order of work to mix tasks.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Painting supervisor',
            },
          ],
        },
      ],
    },
  ],
};
