import type { TStarterTrade } from './index.js';

export const PLASTERING: TStarterTrade = {
  code: 'plastering',
  name: 'Plastering',
  scopes: [
    {
      name: 'Plasterboard fixing',
      activities: [
        {
          name: 'Fix plasterboard ceilings',
          description: 'Lift and fix plasterboard sheets to ceiling joists or battens with adhesive and screws.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Safety glasses', 'Hard hat or bump cap when working under sheets being lifted'],
          plant: ['Plasterboard sheet lifter', 'Height-adjustable plasterer’s trestles and planks', 'Screw gun'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Lifting sheets overhead',
              risk: 'Shoulder and back injury, or a sheet dropping onto a worker, when holding sheets up to the ceiling.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Lift every ceiling sheet with a plasterboard sheet lifter; do not hold sheets up by hand or push them up with your head.',
                },
                { level: 'substitution', text: 'Use lightweight 10 mm ceiling board instead of standard-weight board where the specification allows.' },
              ],
              monitoring: 'Supervisor checks a sheet lifter is on site for every ceiling job.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Plastering supervisor',
            },
            {
              hazard: 'Falls from trestles and planks',
              risk: 'Worker falls from the working platform onto the floor.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Work from trestles with planks at least 450 mm wide, overlapped and secured, and guardrails where the platform is over 2 metres.',
                },
                { level: 'administrative', text: 'Never step from plank to trestle top or onto stacked materials, and keep planks clear of offcuts.' },
              ],
              monitoring: 'Supervisor checks the set-up on each site visit.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
          ],
        },
        {
          name: 'Move and stack plasterboard sheets',
          description: 'Unload plasterboard deliveries and move sheets to the rooms where they will be fixed.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['Safety boots', 'Leather rigger gloves', 'Hi-vis vest during deliveries'],
          plant: ['Plasterboard trolley', 'Delivery truck with crane or forklift'],
          licences: ['High risk work licence – forklift (LF) if a forklift is used'],
          hazards: [
            {
              hazard: 'Manual handling of heavy sheets',
              risk: 'Back injuries carrying 30–40 kg sheets, especially up stairs.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Have the supplier deliver sheets by crane or forklift to each floor, and move them on a plasterboard trolley.' },
                { level: 'administrative', text: 'Carry sheets with two people on edge, and stack them flat no higher than 1.2 metres.' },
              ],
              monitoring: 'Supervisor books crane delivery when ordering.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Plastering supervisor',
            },
            {
              hazard: 'Sheet stacks falling',
              risk: 'Sheets leaned against a wall slide and crush a worker’s legs.',
              before: { likelihood: 2, consequence: 4 },
              controls: [
                { level: 'elimination', text: 'Stack sheets flat on bearers on a level floor, not leaned against walls or frames.' },
                { level: 'administrative', text: 'Check floor load limits with the builder before stacking on suspended floors.' },
              ],
              monitoring: 'Supervisor checks stacks on site walks.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Plastering supervisor',
            },
            {
              hazard: 'Forklift or crane truck unloading sheets',
              risk: 'A pack of sheets slides off the forks or swings from the crane truck and crushes a worker, or the truck reverses into someone.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'isolation', text: 'Keep workers out of the unloading area until packs are landed and the truck has stopped.' },
                { level: 'engineering', text: 'Land packs on level ground or a floor rated for the load, on gluts so forks and slings can be withdrawn.' },
                { level: 'administrative', text: 'A spotter guides the delivery truck when it reverses, following the site’s traffic plan.' },
              ],
              monitoring: 'Supervisor meets each delivery and checks the unloading area.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Setting and finishing',
      activities: [
        {
          name: 'Set joints and sand plaster',
          description: 'Apply base and topping coats of jointing compound and sand to a finish.',
          hrcwCodes: [],
          ppe: ['P2 respirator', 'Safety glasses', 'Long-sleeved shirt'],
          plant: ['Pole sander or long-reach sander with dust extraction', 'M-class vacuum', 'Height-adjustable trestles'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Sanding dust',
              risk: 'Breathing fine compound dust irritates the lungs and eyes; some compounds contain silica.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'substitution', text: 'Use low-dust topping compound to reduce airborne dust.' },
                { level: 'engineering', text: 'Sand with a long-reach sander connected to an M-class vacuum; no hand sanding of large areas.' },
                { level: 'ppe', text: 'Wear a fitted P2 respirator and safety glasses whenever sanding.' },
              ],
              monitoring: 'Supervisor checks the extraction sander is in use.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Repetitive overhead work',
              risk: 'Neck and shoulder strain from sanding and setting ceilings.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'engineering', text: 'Set trestle height so hands stay below shoulder level, and use a pole sander for ceilings.' },
                { level: 'administrative', text: 'Alternate ceiling and wall setting every 30 to 45 minutes.' },
              ],
              monitoring: 'Supervisor plans tasks to mix ceilings and walls.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Plastering supervisor',
            },
          ],
        },
        {
          name: 'Install cornice and cut access holes',
          description: 'Cut and fix cornice with adhesive, and cut holes in plasterboard for lights, fans and access panels.',
          hrcwCodes: [],
          ppe: ['Safety glasses', 'Cut-resistant gloves (level C or higher)', 'P2 respirator when power cutting'],
          plant: ['Cornice mitre box and saw', 'Hole saw', 'Utility knife with retractable blade'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Cables and pipes behind the lining',
              risk: 'Cutting a hole into a live cable or a water pipe in the ceiling or wall.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Check behind the sheet through an existing opening or with a stud and cable detector before cutting.' },
                { level: 'engineering', text: 'Cut with a hole saw with a depth stop set to the sheet thickness, not a long blade.' },
              ],
              monitoring: 'Plasterer checks before every cut; electrician marks light positions.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Utility knife cuts',
              risk: 'Knife slips while scoring sheets and cuts the hand or leg.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'substitution', text: 'Use knives with self-retracting blades and replace blunt blades straight away.' },
                { level: 'ppe', text: 'Wear cut-resistant gloves (level C or higher) on the holding hand.' },
              ],
              monitoring: 'Supervisor checks knives on site visits.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Each worker',
            },
          ],
        },
      ],
    },
  ],
};
