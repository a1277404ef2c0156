import type { TStarterTrade } from './index.js';

export const EXCAVATION: TStarterTrade = {
  code: 'excavation',
  name: 'Excavation and earthworks',
  scopes: [
    {
      name: 'Trenching',
      activities: [
        {
          name: 'Locate underground services',
          description: 'Get service plans, locate and mark buried services, and pothole to confirm their depth before excavating.',
          hrcwCodes: ['energised_electrical', 'pressurised_gas'],
          ppe: ['Safety boots', 'Hi-vis vest', 'Safety glasses', 'Leather rigger gloves'],
          plant: ['Cable and pipe locator', 'Vacuum excavation truck', 'Marking paint'],
          licences: ['Before You Dig Australia certified locator'],
          hazards: [
            {
              hazard: 'Damaging a live service while potholing',
              risk: 'A tool strikes a live cable or gas main, causing electrocution, burns or an explosion.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Lodge a Before You Dig Australia enquiry and keep the plans on site for the whole job.' },
                { level: 'substitution', text: 'Expose services by vacuum excavation or hand digging with insulated tools, not with a machine.' },
                { level: 'administrative', text: 'Mark every located service on the ground in the standard colours and keep the marks fresh.' },
              ],
              monitoring: 'Supervisor checks plans and ground marks before each new dig.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Vacuum truck hose and boom',
              risk: 'Hose whips or suction catches a hand; boom contacts overhead lines.',
              before: { likelihood: 2, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Use the remote emergency stop on the truck, and keep the boom clear of overhead lines with a spotter.' },
                { level: 'administrative', text: 'Keep hands away from the suction nozzle and shut down suction before clearing a blockage.' },
              ],
              monitoring: 'Operator does the truck pre-start check each day.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Vacuum truck operator',
            },
          ],
        },
        {
          name: 'Dig a trench deeper than 1.5 metres',
          description: 'Excavate a trench for services or footings and install shoring or shields before anyone enters.',
          hrcwCodes: ['trench_shaft_tunnel', 'powered_mobile_plant'],
          ppe: ['Safety boots', 'Hard hat', 'Hi-vis vest', 'Class 4 earmuffs'],
          plant: ['Excavator', 'Trench shield or hydraulic shoring', 'Trench ladder', 'Gas detector for trenches near sewers or fuel'],
          licences: ['Verification of competency – excavator', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Trench wall collapse',
              risk: 'Soil collapses and buries a worker in the trench.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Install a trench shield or hydraulic shoring before anyone enters a trench deeper than 1.5 metres, or batter the sides to a safe angle.',
                },
                { level: 'isolation', text: 'Keep spoil, plant and stacked materials at least 1 metre back from the trench edge.' },
                { level: 'administrative', text: 'A competent person inspects the trench before each shift, after rain, and after any vibration from plant.' },
              ],
              monitoring: 'Trench inspections recorded daily by the supervisor.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'People falling into the open trench',
              risk: 'A worker or member of the public falls into the trench.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Fence the trench with mesh fencing or barriers at least 1 metre from the edge, and cover it or plate it at the end of each day.',
                },
                {
                  level: 'engineering',
                  text: 'Use a secured trench ladder that extends 1 metre above the edge, within 9 metres of every worker in the trench.',
                },
              ],
              monitoring: 'Supervisor checks fencing at knock-off.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Excavator bucket near workers',
              risk: 'A worker beside or in the trench is struck by the bucket.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Nobody enters the trench or swing radius while the excavator is digging.' },
                { level: 'engineering', text: 'Use an excavator with a working reversing camera, swing alarm and quick-hitch safety pin.' },
              ],
              monitoring: 'Operator and supervisor confirm the exclusion zone at each changeover.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Excavator operator',
            },
            {
              hazard: 'Striking buried services',
              risk: 'The excavator bucket strikes a buried power cable, gas main or water pipe, causing electrocution, an explosion or flooding.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Get Before You Dig Australia (BYDA) plans and mark every service on the ground before digging starts.' },
                {
                  level: 'isolation',
                  text: 'Expose services within 1 metre of the dig line by hand digging or vacuum excavation before the machine digs there.',
                },
                { level: 'administrative', text: 'Stop digging and call the asset owner if a service is found that is not on the plans or is damaged.' },
              ],
              monitoring: 'Supervisor sights the BYDA plans and the marked services before digging each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Bulk earthworks',
      activities: [
        {
          name: 'Operate earthmoving plant on site',
          description: 'Cut, fill and shape the site with excavators, skid steers and tippers.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['Safety boots', 'Hi-vis vest or shirt', 'Class 4 earmuffs', 'Safety glasses'],
          plant: ['Excavator', 'Skid steer loader', 'Tipper truck', 'Roller'],
          licences: ['Verification of competency for each machine operated', 'Heavy rigid (HR) driver licence for tippers'],
          hazards: [
            {
              hazard: 'Collision between plant and people',
              risk: 'A reversing tipper or loader runs over a worker on foot.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Set out separate, signed routes for plant and for people, with barriers where they meet.' },
                { level: 'engineering', text: 'Fit every machine with a reversing alarm, flashing beacon and reversing camera.' },
                { level: 'administrative', text: 'Workers on foot make eye contact with the operator and get a signal before approaching any machine.' },
              ],
              monitoring: 'Supervisor checks the traffic plan daily and at each site change.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Plant rollover on slopes and batters',
              risk: 'The machine tips on a slope or near an excavation edge, crushing the operator.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Use machines with roll-over protective structures (ROPS), and wear the seatbelt whenever the machine moves.' },
                {
                  level: 'administrative',
                  text: 'Work up and down slopes, not across them, within the maker’s slope limits, and stay 1 metre back from edges.',
                },
              ],
              monitoring: 'Operator does the pre-start check; supervisor spot-checks seatbelts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Plant operator',
            },
          ],
        },
        {
          name: 'Control dust and noise during earthworks',
          description: 'Keep dust and noise down for workers and neighbours while cutting, loading and compacting.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['P2 respirator in dusty conditions', 'Class 4 earmuffs or class 5 earplugs', 'Safety glasses'],
          plant: ['Water cart', 'Sprinklers', 'Roller'],
          licences: ['Verification of competency – water cart'],
          hazards: [
            {
              hazard: 'Airborne dust including silica',
              risk: 'Workers breathe fine dust from dry soil and rock; long-term lung damage.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Wet haul roads and work areas with the water cart before and during work in dry weather.' },
                { level: 'engineering', text: 'Keep cab doors and windows shut with air conditioning and cab filters working.' },
                { level: 'ppe', text: 'Workers on foot in visible dust wear a fitted P2 respirator and safety glasses.' },
              ],
              monitoring: 'Supervisor stops work when visible dust leaves the site.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Noise from plant',
              risk: 'Hearing loss from long exposure to engine and compaction noise.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Use plant with closed cabs and maintained mufflers, and turn engines off when idle.' },
                { level: 'ppe', text: 'Wear class 4 earmuffs or class 5 earplugs within 10 metres of working plant.' },
              ],
              monitoring: 'Supervisor checks hearing protection during site walks.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Each worker',
            },
          ],
        },
      ],
    },
  ],
};
