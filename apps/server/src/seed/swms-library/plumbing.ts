import type { TStarterTrade } from './index.js';

export const PLUMBING: TStarterTrade = {
  code: 'plumbing',
  name: 'Plumbing and gasfitting',
  scopes: [
    {
      name: 'Drainage',
      activities: [
        {
          name: 'Excavate and lay sewer and stormwater drains',
          description: 'Dig trenches, lay PVC drainage on bedding, connect to the sewer or stormwater point, test and backfill.',
          hrcwCodes: ['trench_shaft_tunnel', 'powered_mobile_plant'],
          ppe: ['Safety boots', 'Hi-vis vest', 'Hard hat in the trench', 'Nitrile gloves when handling sewage', 'Safety glasses'],
          plant: ['Mini excavator', 'Trench shield or shoring', 'Laser level', 'Plate compactor'],
          licences: ['Plumbing licence (drainage)', 'Verification of competency – excavator', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Trench collapse',
              risk: 'The trench wall collapses and buries or crushes a worker.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Shore trenches deeper than 1.5 metres with a trench shield, or bench or batter the sides as a competent person specifies.',
                },
                { level: 'isolation', text: 'Keep spoil, plant and materials at least 1 metre back from the trench edge.' },
                {
                  level: 'administrative',
                  text: 'Work to the Safe Work Australia code of practice Excavation work; inspect the trench before each entry and after rain.',
                },
              ],
              monitoring: 'Supervisor inspects and records the trench condition each morning and after rain.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Sewage',
              risk: 'Infection (gastroenteritis, hepatitis A, leptospirosis) from contact with raw sewage when connecting to live sewer.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Plug the live sewer line upstream with an inflatable drain plug before cutting into it.' },
                { level: 'administrative', text: 'Wash hands and face with soap before eating or drinking, and keep hepatitis A vaccinations current.' },
                { level: 'ppe', text: 'Wear nitrile gloves under rigger gloves, safety glasses and long sleeves when handling sewer pipe.' },
              ],
              monitoring: 'Supervisor checks hand-wash station and gloves on site.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Striking buried services',
              risk: 'The excavator bucket strikes a buried power cable, gas main or water pipe, causing electrocution, fire or flooding.',
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
            {
              hazard: 'Excavator working beside the trench',
              risk: 'A worker on foot or in the trench is struck by the bucket, the counterweight or a swinging pipe.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Keep workers out of the excavator’s swing radius, and out of the trench while the bucket is working.' },
                { level: 'engineering', text: 'Use an excavator with a quick hitch safety lock and a working reversing alarm and camera.' },
                { level: 'administrative', text: 'The operator stops and grounds the bucket before anyone enters the trench or the swing area.' },
              ],
              monitoring: 'Supervisor checks the exclusion zone and the plant pre-start each morning.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Excavator operator',
            },
          ],
        },
        {
          name: 'Clear blocked drains with a jetter',
          description: 'Clear a blocked sewer or stormwater drain using a high-pressure water jetter and drain camera.',
          hrcwCodes: [],
          ppe: ['Face shield over safety glasses', 'Waterproof gloves', 'Safety boots', 'Class 4 earmuffs'],
          plant: ['High-pressure water jetter', 'Drain inspection camera', 'Drain rods'],
          licences: ['Plumbing licence (drainage)'],
          hazards: [
            {
              hazard: 'High-pressure water jet',
              risk: 'The jetter hose whips out of the drain and strikes or injects water into a worker.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Use a jetter with a foot-operated dead-man control, and run the hose through a hose guide at the drain opening.',
                },
                {
                  level: 'administrative',
                  text: 'Feed the nozzle at least 1 metre into the drain before turning on pressure, and turn it off before pulling it out.',
                },
                { level: 'ppe', text: 'Wear a face shield over safety glasses and waterproof gloves while jetting.' },
              ],
              monitoring: 'Plumber checks the dead-man control at the start of each job.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Licensed plumber',
            },
            {
              hazard: 'Sewer gases at open inspection points',
              risk: 'Hydrogen sulphide in the drain causes dizziness or collapse if a worker leans into a pit.',
              before: { likelihood: 2, consequence: 4 },
              controls: [
                { level: 'elimination', text: 'Work from the surface with the camera and jetter; never enter a pit or manhole to clear a drain.' },
                { level: 'administrative', text: 'Let open pits vent for 10 minutes before working over them, and stand upwind.' },
              ],
              monitoring: 'Plumber confirms no-entry rule at the job briefing.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Licensed plumber',
            },
          ],
        },
      ],
    },
    {
      name: 'Water services and fixtures',
      activities: [
        {
          name: 'Install hot and cold water pipework',
          description: 'Run copper or PEX water pipework through frames and connect fixtures, including soldering and brazing joints.',
          hrcwCodes: [],
          ppe: ['Safety glasses', 'Leather welding gloves when brazing', 'Safety boots', 'Long-sleeved cotton shirt'],
          plant: ['Oxy-acetylene or LPG brazing kit', 'Press tool', 'Fire extinguisher (dry powder)', 'Fire blanket'],
          licences: ['Plumbing licence (water supply)'],
          hazards: [
            {
              hazard: 'Hot work near timber framing',
              risk: 'The brazing flame sets fire to timber, insulation or building wrap.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'substitution', text: 'Use press-fit fittings instead of brazing wherever the fitting suits the pipe and pressure.' },
                { level: 'engineering', text: 'Put a heat shield or fire blanket behind each joint before brazing near timber or wrap.' },
                {
                  level: 'administrative',
                  text: 'Keep a charged extinguisher within reach, and check the area for smouldering 30 minutes after the last hot work.',
                },
              ],
              monitoring: 'Plumber completes the hot work permit where the builder requires one.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Licensed plumber',
            },
            {
              hazard: 'Gas cylinders',
              risk: 'A leaking or falling cylinder causes a fire, flashback or crush injury.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Fit flashback arrestors at the regulator and torch on both oxygen and acetylene lines.' },
                { level: 'engineering', text: 'Keep cylinders upright and chained in a trolley, and close valves at the end of each job.' },
                { level: 'administrative', text: 'Check hoses and fittings for leaks with soapy water before lighting the torch.' },
              ],
              monitoring: 'Plumber checks the kit each morning; flashback arrestors replaced as the maker specifies.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed plumber',
            },
          ],
        },
        {
          name: 'Install a hot water system',
          description: 'Remove the old unit and install an electric, gas or heat-pump hot water system.',
          hrcwCodes: ['energised_electrical', 'pressurised_gas'],
          ppe: ['Safety boots', 'Leather rigger gloves', 'Safety glasses'],
          plant: ['Appliance trolley', 'Gas leak detector', 'Voltage tester'],
          licences: [
            'Plumbing licence (water supply)',
            'Gasfitting licence for gas units',
            'Electrical licence (restricted or unrestricted) for electrical disconnection',
          ],
          hazards: [
            {
              hazard: 'Live electrical supply to the unit',
              risk: 'Shock from the element supply when disconnecting the old unit.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Isolate the hot water circuit at the switchboard, lock and tag it, and test dead at the unit before disconnecting.',
                },
                {
                  level: 'administrative',
                  text: 'Only a licensed electrician or a holder of a restricted electrical licence disconnects and reconnects the supply.',
                },
              ],
              monitoring: 'Licence holder records the isolation on the job card.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed electrician',
            },
            {
              hazard: 'Heavy and awkward unit',
              risk: 'Back injury or crushed feet moving a 150–300 litre unit, especially one still full of water.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Drain the old unit completely before moving it, and move units on a stair-climbing appliance trolley.' },
                { level: 'administrative', text: 'Two people lift units over 20 kg, and plan the route clear of steps and soft ground.' },
              ],
              monitoring: 'Plumber plans the route before the unit arrives.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Licensed plumber',
            },
            {
              hazard: 'Gas leak at connection',
              risk: 'Gas leaks from a poor connection and ignites.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Turn off the gas at the meter and tag it before disconnecting the gas line.' },
                { level: 'administrative', text: 'Pressure test the gas line and check every joint with leak detection fluid before lighting the unit.' },
              ],
              monitoring: 'Gasfitter records the test results on the compliance certificate.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed gasfitter',
            },
          ],
        },
      ],
    },
    {
      name: 'Roof plumbing',
      activities: [
        {
          name: 'Replace gutters and downpipes',
          description: 'Remove old gutters and downpipes and install new ones on a single or double-storey house.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Safety boots', 'Cut-resistant gloves (level C or higher)', 'Safety glasses', 'Broad-brimmed hat and SPF 50+ sunscreen'],
          plant: ['Perimeter scaffold or mobile scaffold tower', 'Elevating work platform', 'Tin snips', 'Rivet gun'],
          licences: ['Plumbing licence (roofing/stormwater)', 'Working at heights training'],
          hazards: [
            {
              hazard: 'Fall from the roof edge or ladder',
              risk: 'Worker falls more than 2 metres while working along the eaves.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Work from a perimeter scaffold, mobile scaffold tower or elevating work platform, not from a ladder.' },
                {
                  level: 'administrative',
                  text: 'Use ladders only to get on and off the scaffold, secured at the top and extending 1 metre above the landing.',
                },
              ],
              monitoring: 'Supervisor checks scaffold tags before work starts each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Sharp sheet metal edges',
              risk: 'Deep cuts to hands and forearms when cutting and handling gutter lengths.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'administrative', text: 'Cut gutters on a bench or trestles, and deburr cut edges before handling them further.' },
                { level: 'ppe', text: 'Wear cut-resistant gloves (level C or higher) and long sleeves when handling and cutting metal.' },
              ],
              monitoring: 'Supervisor checks gloves are worn during cutting.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Each worker',
            },
          ],
        },
        {
          name: 'Install a rainwater tank and pump',
          description: 'Place a polyethylene or steel tank on its base, connect downpipes and overflow, and install the pressure pump.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Leather rigger gloves', 'Safety glasses', 'Broad-brimmed hat and SPF 50+ sunscreen'],
          plant: ['Tank trailer or tilt tray', 'Pressure pump with pump cover', 'Weatherproof power outlet with RCD'],
          licences: ['Plumbing licence (water supply)', 'Electrical licence (A-grade/unrestricted) for a new pump circuit'],
          hazards: [
            {
              hazard: 'Tank caught by wind or rolled while moving',
              risk: 'An empty tank is blown or rolls onto a worker, or strains the back of those moving it.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Roll the tank off the tilt tray on ramps with ropes to control it, and tie it down until it is on its base.' },
                { level: 'administrative', text: 'Move tanks with at least two people and not in winds strong enough to lift the tank.' },
              ],
              monitoring: 'Plumber checks the weather and the route before unloading.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Licensed plumber',
            },
            {
              hazard: 'Pump power supply outdoors',
              risk: 'Electric shock from a pump plugged into a lead or an outlet without RCD protection in the wet.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Plug the pump into a weatherproof outlet protected by a 30 mA RCD, under the pump cover and off the ground.' },
                { level: 'administrative', text: 'A licensed electrician installs any new outlet or circuit for the pump; no extension leads left in place.' },
              ],
              monitoring: 'Plumber tests the RCD with its test button at handover.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed plumber',
            },
          ],
        },
      ],
    },
  ],
};
