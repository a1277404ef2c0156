import type { TStarterTrade } from './index.js';

export const DEMOLITION: TStarterTrade = {
  code: 'demolition',
  name: 'Demolition',
  scopes: [
    {
      name: 'Internal strip-out',
      activities: [
        {
          name: 'Strip out non-structural walls, ceilings and fixtures',
          description: 'Remove kitchens, bathrooms, plasterboard linings, ceilings and non-load-bearing stud walls by hand.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Hard hat', 'Safety glasses', 'P2 respirator', 'Cut-resistant gloves (level C or higher)', 'Class 4 earmuffs'],
          plant: ['Reciprocating saw', 'Pry bars', 'Wheelbarrow', 'Skip bin', 'H-class vacuum'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Hidden services in walls and ceilings',
              risk: 'Cutting into a live cable or a pressurised water or gas pipe.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Have a licensed electrician disconnect and make safe the power, and a plumber cap water and gas, to the strip-out area before work.',
                },
                { level: 'administrative', text: 'Check for live cables with a non-contact tester before cutting any wall or ceiling.' },
              ],
              monitoring: 'Supervisor sights the electrician’s make-safe record before strip-out.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Dust and hazardous materials',
              risk: 'Breathing plaster, silica or lead paint dust; disturbing hidden asbestos.',
              before: { likelihood: 4, consequence: 4 },
              controls: [
                {
                  level: 'elimination',
                  text: 'Get the asbestos register or a pre-demolition hazardous materials survey, and have identified asbestos removed before strip-out.',
                },
                { level: 'engineering', text: 'Mist debris with water and clean up with an H-class vacuum; no dry sweeping.' },
                { level: 'administrative', text: 'Stop work and report any suspect material found during strip-out; do not break it further.' },
                { level: 'ppe', text: 'Wear a fitted P2 respirator and safety glasses throughout strip-out.' },
              ],
              monitoring: 'Supervisor sights the survey before work and checks dust control daily.',
              after: { likelihood: 2, consequence: 4 },
              responsible: 'Site supervisor',
            },
          ],
        },
        {
          name: 'Remove non-friable asbestos under 10 square metres',
          description:
            'Remove a small area (under 10 m² in total on the job) of bonded asbestos cement sheeting, as a trained worker without a removal licence.',
          hrcwCodes: ['asbestos'],
          ppe: ['P2 respirator (half-face, fit tested)', 'Disposable coveralls type 5/6 with hood', 'Disposable nitrile gloves', 'Laceless safety boots'],
          plant: ['Low-pressure water sprayer with PVA solution', 'H-class asbestos vacuum', '200 µm plastic sheeting', 'Asbestos waste bags'],
          licences: ['Asbestos awareness and non-friable removal training (under 10 m²)'],
          hazards: [
            {
              hazard: 'Asbestos fibres',
              risk: 'Breathing asbestos fibres causes mesothelioma, lung cancer and asbestosis decades later.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Mark off the removal area with barrier tape and asbestos warning signs, and lay plastic sheeting under the work.',
                },
                {
                  level: 'engineering',
                  text: 'Wet the sheeting with a low-pressure PVA spray and remove sheets whole by unscrewing; never cut, drill, break or use power tools.',
                },
                {
                  level: 'administrative',
                  text: 'Work to the Safe Work Australia code of practice How to safely remove asbestos; stop when the total reaches 10 m² and call a licensed removalist.',
                },
                { level: 'ppe', text: 'Wear a fit-tested P2 respirator and disposable coveralls, and bag them as asbestos waste at the end.' },
              ],
              monitoring: 'Supervisor records the area removed and keeps the disposal receipt.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Spreading contamination off site',
              risk: 'Fibres carried home on clothes or dumped with general waste expose others.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'administrative', text: 'Double-bag asbestos waste in labelled bags and take it to a licensed disposal site the same day.' },
                { level: 'engineering', text: 'Decontaminate with an H-class vacuum and wet wipes before leaving the removal area.' },
              ],
              monitoring: 'Supervisor keeps the waste disposal receipt with the job record.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Structural demolition',
      activities: [
        {
          name: 'Remove a load-bearing wall with temporary propping',
          description: 'Prop the structure above, remove a load-bearing wall and install the new beam, to the engineer’s design.',
          hrcwCodes: ['demolition_load_bearing', 'temporary_support'],
          ppe: ['Safety boots', 'Hard hat', 'Safety glasses', 'P2 respirator', 'Class 4 earmuffs', 'Leather rigger gloves'],
          plant: ['Adjustable steel props (acrow props)', 'Strongbacks and sole plates', 'Demolition saw', 'Chain block or beam lifter'],
          licences: ['General construction induction (white card)', 'Demolition licence where the state requires one for the work'],
          hazards: [
            {
              hazard: 'Collapse of the structure above',
              risk: 'The floor, ceiling or roof above drops when the wall is removed, crushing workers.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Install props and strongbacks on solid sole plates to the structural engineer’s propping design before removing any part of the wall.',
                },
                { level: 'administrative', text: 'The supervisor checks every prop is plumb and tight, and signs off the propping before demolition starts.' },
                { level: 'administrative', text: 'Leave props in place until the new beam is fully fixed and the engineer or builder releases them.' },
              ],
              monitoring: 'Supervisor inspects props at the start of each day and after any knock.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Falling debris during wall removal',
              risk: 'Brick or timber falls onto workers or people in the house.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'isolation', text: 'Keep occupants and other trades out of the room with barriers and signs while the wall is removed.' },
                { level: 'administrative', text: 'Remove the wall from the top down in small sections, and never undermine a section so it falls.' },
                { level: 'ppe', text: 'Wear hard hats, safety glasses and safety boots in the work area.' },
              ],
              monitoring: 'Supervisor watches the removal sequence.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Asbestos in the wall and the linings around it',
              risk: 'Cutting or breaking asbestos cement sheet, vinyl flooring or textured ceiling around the wall releases fibres.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'administrative',
                  text: 'Check the asbestos register, or for a building built before 1990 have a competent person inspect and test suspect material before any cutting.',
                },
                {
                  level: 'elimination',
                  text: 'Have asbestos in the work area removed by a licensed removalist, with a clearance certificate, before the wall is opened.',
                },
              ],
              monitoring: 'Supervisor sights the register or the clearance certificate before work starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
        {
          name: 'Demolish a house or shed with an excavator',
          description: 'Demolish a single-storey house, shed or garage with an excavator after services are disconnected and asbestos removed.',
          hrcwCodes: ['demolition_load_bearing', 'powered_mobile_plant', 'traffic_corridor'],
          ppe: ['Safety boots', 'Hard hat', 'Hi-vis vest', 'Safety glasses', 'Class 4 earmuffs', 'P2 respirator'],
          plant: ['Excavator with demolition grab', 'Tipper truck', 'Water cart or fire hose for dust'],
          licences: [
            'Demolition licence where the state requires one for the work',
            'Verification of competency – excavator',
            'Traffic control ticket for anyone directing traffic',
          ],
          hazards: [
            {
              hazard: 'Uncontrolled collapse',
              risk: 'Structure falls the wrong way onto the excavator, a worker, a neighbouring building or the street.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Set an exclusion zone around the structure of at least its height plus 3 metres, fenced and signed.' },
                { level: 'engineering', text: 'Use an excavator with a falling object protective structure (FOPS) and guarded cab glass.' },
                {
                  level: 'administrative',
                  text: 'Follow the written demolition plan: roof first, then walls pulled inward, to the Safe Work Australia code of practice Demolition work.',
                },
              ],
              monitoring: 'Supervisor checks the exclusion zone before each stage.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Trucks entering and leaving the street',
              risk: 'A tipper reversing on or off the site hits a pedestrian or vehicle.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Set out the traffic guidance scheme with barriers to separate the footpath from the truck path.' },
                { level: 'administrative', text: 'A ticketed traffic controller directs every truck movement across the footpath.' },
              ],
              monitoring: 'Supervisor checks the traffic setup each morning.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Traffic controller',
            },
            {
              hazard: 'Asbestos left in the building',
              risk: 'Asbestos missed by the removalist is broken up by the excavator and spread across the site and to the neighbours.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'elimination',
                  text: 'A licensed removalist removes all asbestos found in the pre-demolition survey, and demolition waits for the clearance certificate.',
                },
                { level: 'engineering', text: 'Keep the structure and the debris wet with the water cart or fire hose while demolishing and loading.' },
                { level: 'administrative', text: 'Stop work and fence off the area if suspect material is found; have it sampled before work resumes there.' },
              ],
              monitoring: 'Supervisor sights the clearance certificate before demolition starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Noise from the excavator and demolition',
              risk: 'Hearing loss for workers near the machine, and complaints from neighbours.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Use an excavator with a sound-insulated cab, and keep its doors and windows closed while demolishing.' },
                { level: 'administrative', text: 'Work only in the council’s permitted construction hours, and tell the neighbours the dates beforehand.' },
                { level: 'ppe', text: 'Workers within 10 metres of the machine wear Class 4 earmuffs.' },
              ],
              monitoring: 'Supervisor checks hearing protection near the machine each day.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
  ],
};
