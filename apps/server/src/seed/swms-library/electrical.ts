import type { TStarterTrade } from './index.js';

export const ELECTRICAL: TStarterTrade = {
  code: 'electrical',
  name: 'Electrical',
  scopes: [
    {
      name: 'Residential wiring',
      activities: [
        {
          name: 'Rough-in cabling in walls and ceiling space',
          description: 'Run TPS cable and data cabling through frames and the ceiling space before linings go on.',
          hrcwCodes: ['energised_electrical'],
          ppe: ['Safety boots', 'Safety glasses', 'P2 respirator in the ceiling space', 'Long-sleeved cotton shirt and trousers', 'Bump cap'],
          plant: ['Cordless drill with auger bits', 'Platform ladder', 'Draw wire and cable rollers', 'Portable LED work light'],
          licences: ['Electrical licence (A-grade/unrestricted)', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Existing live cables in the ceiling space',
              risk: 'Contact with damaged or live existing wiring causes electric shock or electrocution.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Switch off the main switch at the switchboard before entering the ceiling space, then lock and tag it.' },
                {
                  level: 'administrative',
                  text: 'Test existing cables near the work for dead with a proven non-contact tester and multimeter before touching them.',
                },
              ],
              monitoring: 'Licensed electrician confirms the lockout and test before entry.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
            {
              hazard: 'Heat and dust in the roof space',
              risk: 'Heat stress or collapse in a hot roof space; breathing insulation fibres or dust, possibly asbestos in older homes.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'administrative', text: 'Do ceiling-space work before 10 am in summer, and not at all when the roof space is over 40 °C.' },
                { level: 'engineering', text: 'Run a portable fan at the ceiling access hole to move cooler air into the roof space while someone is in it.' },
                {
                  level: 'administrative',
                  text: 'In homes built before 1990, check the asbestos register or inspect before entry; stop and report suspect material.',
                },
                {
                  level: 'administrative',
                  text: 'Limit each stint in the roof space to 20 minutes, with a person outside who checks in by voice and cool water to drink.',
                },
                { level: 'ppe', text: 'Wear a fitted P2 respirator, a long-sleeved shirt and safety glasses in the ceiling space.' },
              ],
              monitoring: 'Electrician in charge records roof-space temperature and stint times.',
              after: { likelihood: 2, consequence: 4 },
              responsible: 'Electrician in charge',
            },
            {
              hazard: 'Falling through the ceiling',
              risk: 'Worker steps off a joist and falls through the plasterboard ceiling onto the floor below.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Lay crawl boards across the ceiling joists and move only along the boards.' },
                { level: 'administrative', text: 'Plan cable routes from below first to keep time in the ceiling space to a minimum.' },
              ],
              monitoring: 'Electrician in charge checks crawl boards are laid before work starts.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Electrician in charge',
            },
          ],
        },
        {
          name: 'Fit-off and connect to the switchboard',
          description: 'Terminate power points, lights and appliances, connect circuits at the switchboard, and test before energising.',
          hrcwCodes: ['energised_electrical'],
          ppe: [
            'Class 0 insulating gloves with leather outers when testing near live parts',
            'Arc-rated long-sleeved shirt (min 8 cal/cm²)',
            'Safety glasses',
            'Safety boots',
          ],
          plant: [
            'Proving unit and voltage tester',
            'Insulation resistance tester',
            'Lock-out kit with personal danger tags',
            'Insulated hand tools to AS/NZS IEC 60900',
          ],
          licences: ['Electrical licence (A-grade/unrestricted)'],
          hazards: [
            {
              hazard: 'Live switchboard parts',
              risk: 'Electric shock or arc flash burns while working in or near an energised switchboard.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Isolate the circuit at the switchboard, lock and tag it, and test dead with a proven tester before work.' },
                {
                  level: 'engineering',
                  text: 'Fit insulating shrouds or covers over any parts of the board that stay live, such as the supply side of the main switch.',
                },
                {
                  level: 'administrative',
                  text: 'Work to AS/NZS 4836 and the Safe Work Australia code of practice Managing electrical risks in the workplace; no live work.',
                },
                { level: 'ppe', text: 'Wear Class 0 insulating gloves and arc-rated clothing when testing to prove dead.' },
              ],
              monitoring: 'Licensed electrician signs the isolation record; supervisor checks it weekly.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
            {
              hazard: 'Circuits energised before testing is complete',
              risk: 'A wiring fault leaves exposed metal live and shocks a worker or the occupant.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                {
                  level: 'administrative',
                  text: 'Complete the AS/NZS 3000 tests (continuity, insulation resistance, polarity, RCD trip) before energising any circuit.',
                },
                { level: 'engineering', text: 'Protect every final subcircuit with an RCD at 30 mA and test it with the RCD tester after connection.' },
              ],
              monitoring: 'Test results recorded on the certificate of compliance before energising.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
          ],
        },
      ],
    },
    {
      name: 'Commercial maintenance',
      activities: [
        {
          name: 'Replace light fittings from an elevating work platform',
          description: 'Replace high-bay or ceiling light fittings in a warehouse or shop using a scissor lift.',
          hrcwCodes: ['fall_over_2m', 'energised_electrical', 'powered_mobile_plant'],
          ppe: [
            'Safety boots',
            'Hard hat',
            'Safety glasses',
            'Hi-vis vest',
            'Class 0 insulating gloves for testing',
            'Full body harness with restraint lanyard in a boom lift',
          ],
          plant: ['Scissor lift', 'Voltage tester and proving unit', 'Lock-out kit with personal danger tags', 'Barriers and signs'],
          licences: [
            'Electrical licence (A-grade/unrestricted)',
            'Elevating work platform operator training (scissor lift)',
            'High risk work licence – boom-type elevating work platform (WP) if a boom over 11 metres is used',
          ],
          hazards: [
            {
              hazard: 'Live lighting circuit',
              risk: 'Shock from a circuit fed from another board or a switched neutral left live.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Isolate the lighting circuit at its distribution board, lock and tag it, and test dead at the fitting before touching terminals.',
                },
                { level: 'administrative', text: 'Check the board schedule and test every conductor at the fitting, as a schedule can be wrong.' },
              ],
              monitoring: 'Licensed electrician records each isolation on the job card.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
            {
              hazard: 'Elevating work platform near moving forklifts and people',
              risk: 'A forklift hits the scissor lift and throws the worker from the platform, or the platform crushes a person below.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Agree a closed area with the site manager, then barricade the work area so forklifts and pedestrians cannot enter it.',
                },
                {
                  level: 'engineering',
                  text: 'Use a scissor lift with working tilt alarm and guardrails; do the pre-start check in the logbook before each shift.',
                },
                { level: 'administrative', text: 'Keep a spotter on the ground while the platform is moved or raised near racking.' },
              ],
              monitoring: 'Supervisor checks barricades and the EWP logbook each shift.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Fall or ejection from the elevating work platform',
              risk: 'Worker falls from the platform while reaching over the guardrail, or is thrown from a boom lift basket when it jolts.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Use a scissor lift with full guardrails and the gate closed; keep both feet on the platform floor and never climb the rails.',
                },
                {
                  level: 'administrative',
                  text: 'Drive the platform under each fitting instead of reaching out, and do the pre-start check (controls, guardrails, tilt alarm) each day.',
                },
                { level: 'ppe', text: 'In a boom lift, wear a full body harness with a short restraint lanyard clipped to the basket anchor point.' },
              ],
              monitoring: 'Supervisor sights the daily platform pre-start checklist.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Platform operator',
            },
          ],
        },
        {
          name: 'Fault-finding on a live installation',
          description: 'Find faults with test instruments where a circuit must be energised to find the fault.',
          hrcwCodes: ['energised_electrical'],
          ppe: [
            'Class 0 insulating gloves with leather outers',
            'Arc-rated face shield and long-sleeved shirt (min 8 cal/cm²)',
            'Safety glasses',
            'Safety boots',
          ],
          plant: ['CAT III/IV rated multimeter with fused leads', 'Insulating mat', 'Barriers and signs'],
          licences: ['Electrical licence (A-grade/unrestricted)', 'Current CPR and low-voltage rescue certificate for the safety observer'],
          hazards: [
            {
              hazard: 'Exposed live parts during testing',
              risk: 'Shock or arc flash from a slipped probe or a faulty meter.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Use a CAT III or CAT IV rated meter with shrouded, fused probes, and check the meter on a proving unit before and after testing.',
                },
                { level: 'isolation', text: 'Put an insulating mat in front of the board and barricade the area so nobody else comes within reach.' },
                {
                  level: 'administrative',
                  text: 'Testing only, never repairs, on live parts; a safety observer with low-voltage rescue training stays present.',
                },
                { level: 'ppe', text: 'Wear Class 0 insulating gloves, an arc-rated face shield and arc-rated clothing while testing.' },
              ],
              monitoring: 'Safety observer watches the whole test and can isolate the supply.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
            {
              hazard: 'Working alone with live equipment',
              risk: 'A worker who receives a shock is not found or helped in time.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Never test live alone: a second person trained in low-voltage rescue and CPR stays within sight.' },
                { level: 'engineering', text: 'Keep a low-voltage rescue kit (insulated crook, gloves, CPR card) at the board while testing.' },
              ],
              monitoring: 'Supervisor confirms the safety observer is named on the job card.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Underground and external supply',
      activities: [
        {
          name: 'Trench and lay consumer mains',
          description: 'Dig a trench from the point of supply to the meter box and lay conduit and consumer mains.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['Safety boots', 'Hi-vis vest', 'Class 4 earmuffs', 'Safety glasses', 'Leather rigger gloves'],
          plant: ['Mini excavator', 'Vacuum excavation truck', 'Cable locator', 'Conduit and cable drum stand'],
          licences: ['Electrical licence (A-grade/unrestricted)', 'Verification of competency – excavator'],
          hazards: [
            {
              hazard: 'Striking buried services',
              risk: 'Excavator strikes a live cable, gas main or water pipe, causing electrocution, fire or flooding.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Get Before You Dig Australia plans, and locate and mark every service with a cable locator before digging.' },
                { level: 'isolation', text: 'Pothole by vacuum excavation or hand dig within 1 metre of a marked service.' },
              ],
              monitoring: 'Supervisor sights the plans and the marked services before digging starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Excavator moving near workers',
              risk: 'A worker on foot is struck or crushed by the excavator bucket or counterweight.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Keep workers on foot out of the excavator swing radius, marked with bunting, while the machine is working.' },
                {
                  level: 'administrative',
                  text: 'The operator stops and rests the bucket on the ground before anyone enters the swing radius, agreed by eye contact.',
                },
              ],
              monitoring: 'Supervisor watches the first hour of digging and spot-checks after.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Excavator operator',
            },
          ],
        },
        {
          name: 'Install a meter box and main switchboard',
          description: 'Mount the meter box and main switchboard on an external wall and prepare for connection by the network.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Safety glasses', 'P2 respirator when drilling masonry', 'Class 4 earmuffs'],
          plant: ['Hammer drill with dust extraction', 'Platform ladder', 'Voltage tester and proving unit'],
          licences: ['Electrical licence (A-grade/unrestricted)'],
          hazards: [
            {
              hazard: 'Silica dust from drilling masonry',
              risk: 'Breathing crystalline silica dust damages the lungs over time (silicosis).',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Drill brick and concrete with an on-tool dust extraction shroud connected to an H-class vacuum.' },
                { level: 'ppe', text: 'Wear a fitted P2 respirator while drilling and cleaning up masonry dust.' },
              ],
              monitoring: 'Electrician in charge checks the shroud and vacuum before drilling.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Supply connected by the network before the installation is ready',
              risk: 'Consumer mains become live while a worker is still terminating them.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Keep the service fuse out and the main switch locked off and tagged until all terminations are complete and tested.',
                },
                { level: 'administrative', text: 'Submit the notice of work to the network only after testing, and confirm the connection date in writing.' },
              ],
              monitoring: 'Licensed electrician checks the isolation before each termination.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
          ],
        },
      ],
    },
  ],
};
