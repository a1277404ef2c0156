import type { TStarterTrade } from './index.js';

export const CARPENTRY: TStarterTrade = {
  code: 'carpentry',
  name: 'Carpentry',
  scopes: [
    {
      name: 'House framing',
      activities: [
        {
          name: 'Stand and brace wall frames',
          description: 'Lift prefabricated wall frames onto the slab or floor, stand, plumb, brace and fix them.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['Safety boots', 'Safety glasses', 'Class 4 earmuffs', 'Leather rigger gloves', 'Hard hat when working under others'],
          plant: ['Framing nail gun and compressor', 'Circular saw', 'Drop saw', 'Temporary bracing', 'Crane truck or telehandler for lifting frames'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Frame falling while being stood',
              risk: 'A frame blows over or is dropped and crushes a worker; strain injuries from lifting frames.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Fix temporary diagonal braces to every frame as soon as it is stood, before letting go of it.' },
                { level: 'engineering', text: 'Use the crane truck or a frame lifter for frames longer than 4 metres or with heavy lintels.' },
                { level: 'administrative', text: 'Stand frames with at least two people, and stop standing frames when wind gusts make them hard to hold.' },
              ],
              monitoring: 'Lead carpenter checks bracing on each wall before moving to the next.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Lead carpenter',
            },
            {
              hazard: 'Nail gun',
              risk: 'Nail fired into a hand, leg or a worker nearby; nail ricochets into the eye.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Set nail guns to sequential (single-shot) trigger mode for framing work; do not use contact (bump) fire.' },
                { level: 'administrative', text: 'Disconnect the air hose before clearing a jam, adjusting the gun or handing it to someone else.' },
                { level: 'ppe', text: 'Wear safety glasses to AS/NZS 1337 whenever a nail gun is in use within 3 metres.' },
              ],
              monitoring: 'Supervisor checks trigger mode on each gun at the pre-start.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Crane or telehandler lifting frames',
              risk: 'A frame swings on the hook or the telehandler tips on soft ground and strikes or crushes a worker.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Barricade the lift area and keep everyone out from under the load and out of the crane’s slew or the telehandler’s travel path.',
                },
                { level: 'engineering', text: 'Set the crane or telehandler up on firm, level ground with outriggers fully extended on pads.' },
                {
                  level: 'administrative',
                  text: 'A licensed dogger directs every crane lift with tag lines, and each frame is braced before the hook is released.',
                },
              ],
              monitoring: 'Supervisor checks the set-up and the lift plan before the first lift.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Crane operator and dogger',
            },
          ],
        },
        {
          name: 'Install roof trusses',
          description: 'Lift trusses onto the top plates, stand, space and tie them down, and fit temporary and permanent bracing.',
          hrcwCodes: ['fall_over_2m', 'powered_mobile_plant'],
          ppe: [
            'Safety boots',
            'Hard hat',
            'Safety glasses',
            'Leather rigger gloves',
            'Full body harness with double lanyard where edge protection is not in place',
          ],
          plant: ['Crane truck', 'Framing nail gun and compressor', 'Scaffold or perimeter edge protection', 'Elevating work platform'],
          licences: [
            'General construction induction (white card)',
            'High risk work licence – dogging, for the person slinging trusses',
            'High risk work licence – crane class for the crane operator',
          ],
          hazards: [
            {
              hazard: 'Fall from the top plate or trusses',
              risk: 'Worker falls more than 2 metres from the wall top or through the truss frame.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Install perimeter scaffold or guardrail edge protection on all open edges before truss installation starts.' },
                { level: 'engineering', text: 'Work from an elevating work platform or fall-arrest netting below trusses, not from the top plate.' },
                { level: 'administrative', text: 'Work to the Safe Work Australia code of practice Managing the risk of falls in housing construction.' },
                { level: 'ppe', text: 'Where a harness is used, clip on to a rated anchor point before moving onto the trusses.' },
              ],
              monitoring: 'Site supervisor inspects edge protection before work starts each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Suspended loads from the crane',
              risk: 'A truss bundle swings or drops onto a worker.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Set up an exclusion zone under the lift path with barriers, and keep everyone out of it during lifts.' },
                { level: 'engineering', text: 'Use tag lines to control the load; never guide a truss with hands while it is above head height.' },
                { level: 'administrative', text: 'Only the licensed dogger signals the crane operator, using agreed hand signals or radio.' },
              ],
              monitoring: 'Dogger checks the exclusion zone before each lift.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed dogger',
            },
          ],
        },
      ],
    },
    {
      name: 'Decks and pergolas',
      activities: [
        {
          name: 'Cut and fix decking timber',
          description: 'Cut treated pine or hardwood bearers, joists and decking boards and fix them with screws or nails.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Safety glasses', 'Class 4 earmuffs', 'P2 respirator when cutting treated timber', 'Knee pads'],
          plant: ['Drop saw', 'Circular saw', 'Impact driver', 'Extension leads with portable RCD'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Power saw cuts',
              risk: 'Kickback or contact with the blade causes a deep laceration or amputation.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Use saws with working blade guards and an electric brake; never pin or remove a guard.' },
                { level: 'engineering', text: 'Clamp or support the timber on a stable saw stool so the offcut cannot pinch the blade.' },
                { level: 'administrative', text: 'Keep both hands behind the blade and wait for it to stop before reaching in for the offcut.' },
              ],
              monitoring: 'Lead carpenter checks guards and leads at the pre-start.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Treated timber dust',
              risk: 'Breathing dust from treated timber irritates the lungs; some treatments are toxic.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'engineering', text: 'Cut outdoors with the saw dust bag or an extractor fitted, downwind of other workers.' },
                { level: 'administrative', text: 'Wash hands before eating or smoking, and never burn treated timber offcuts.' },
                { level: 'ppe', text: 'Wear a fitted P2 respirator while cutting and sweeping up treated timber dust.' },
              ],
              monitoring: 'Supervisor checks respirators are worn during cutting.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Each worker',
            },
          ],
        },
        {
          name: 'Build a pergola or raised deck frame',
          description: 'Set posts, fix beams and rafters, and build deck frames more than 1 metre above the ground.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Safety boots', 'Hard hat', 'Safety glasses', 'Leather rigger gloves'],
          plant: ['Mobile scaffold tower', 'Platform ladder', 'Post-hole auger', 'Impact driver'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Fall from ladder or frame',
              risk: 'Worker falls from a ladder or from the frame while fixing beams overhead.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Fix beams from a mobile scaffold tower with guardrails, locked castors and outriggers as the maker specifies.' },
                { level: 'substitution', text: 'Use a platform ladder with handrails instead of a single or extension ladder.' },
                { level: 'administrative', text: 'Do not stand on joists or beams to fix the frame; keep three points of contact on ladders.' },
              ],
              monitoring: 'Lead carpenter checks the tower is complete and tagged before use.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Lead carpenter',
            },
            {
              hazard: 'Underground services when digging post holes',
              risk: 'Auger strikes a buried power cable, gas line or water pipe.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Get Before You Dig Australia plans and mark out the services before digging any hole.' },
                { level: 'isolation', text: 'Hand dig or vacuum excavate within 1 metre of a marked service instead of using the auger.' },
              ],
              monitoring: 'Supervisor sights the service plans before digging starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Fit-off',
      activities: [
        {
          name: 'Hang doors and fix architraves and skirtings',
          description: 'Hang internal doors, fit hardware, and cut and fix architraves and skirtings.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Safety glasses', 'Class 4 earmuffs', 'P2 respirator when cutting MDF'],
          plant: ['Drop saw with dust extraction', 'Brad nailer', 'Door trolley'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'MDF and wood dust',
              risk: 'Fine dust from cutting MDF causes breathing problems and is a known carcinogen.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Connect the drop saw to an M-class dust extractor and cut in a ventilated area.' },
                { level: 'administrative', text: 'Clean up with the extractor vacuum, never by dry sweeping or blowing with compressed air.' },
                { level: 'ppe', text: 'Wear a fitted P2 respirator while cutting and cleaning up.' },
              ],
              monitoring: 'Supervisor checks the extractor is connected and working each day.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Handling solid-core doors',
              risk: 'Back and shoulder strain carrying heavy doors up stairs or between rooms.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Move doors on a door trolley and have them delivered to the floor where they are hung.' },
                { level: 'administrative', text: 'Carry solid-core doors with two people; do not carry doors up stairs alone.' },
              ],
              monitoring: 'Lead carpenter plans deliveries and watches lifts.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Lead carpenter',
            },
          ],
        },
        {
          name: 'Install windows and external doors',
          description: 'Fit aluminium or timber windows and glazed sliding doors into framed openings, including upper floors.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Safety boots', 'Cut-resistant gloves (level C or higher)', 'Safety glasses', 'Hard hat when working under others'],
          plant: ['Glass suction lifters', 'Platform ladder', 'Impact driver', 'Glazing trolley'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Heavy glazed units',
              risk: 'A window or sliding door is dropped, the glass breaks and cuts a worker, or a worker strains lifting it.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Lift glazed units with suction lifters or a glazing trolley and keep them upright on an A-frame until fitted.' },
                { level: 'administrative', text: 'Use two people for any unit over 25 kg, and check the opening size before lifting the unit into place.' },
                { level: 'ppe', text: 'Wear cut-resistant gloves (level C or higher) and safety glasses when handling glass.' },
              ],
              monitoring: 'Lead carpenter checks lifting gear and the lift plan for large units.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Lead carpenter',
            },
            {
              hazard: 'Open window and door openings on upper floors',
              risk: 'Worker falls more than 2 metres through an opening while fitting the frame.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Keep a fixed guardrail or scaffold across each upper-floor opening until the window frame is fixed in place.' },
                { level: 'administrative', text: 'Remove the opening guard for one opening at a time and refit it if the window is not fixed the same day.' },
              ],
              monitoring: 'Site supervisor checks every upper-floor opening is guarded at the end of each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
  ],
};
