import type { TStarterTrade } from './index.js';

export const CONCRETING: TStarterTrade = {
  code: 'concreting',
  name: 'Concreting',
  scopes: [
    {
      name: 'Slabs and footings',
      activities: [
        {
          name: 'Set up formwork and fix reinforcement',
          description: 'Set out edge forms, lay vapour barrier, and tie mesh and reinforcing bar for slabs and footings.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Leather rigger gloves', 'Safety glasses', 'Knee pads', 'Broad-brimmed hat and SPF 50+ sunscreen'],
          plant: ['Bar cutter and bender', 'Angle grinder', 'Tie wire reel', 'Star picket driver'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Exposed reinforcing bar ends',
              risk: 'Worker falls onto or walks into a bar end and is impaled or cut.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Fit protective caps or bend over every vertical bar and starter bar end as soon as it is placed.' },
                { level: 'administrative', text: 'Keep walkways across the mesh clear, and lay boards over mesh on the main access routes.' },
              ],
              monitoring: 'Supervisor checks bar caps before other trades enter the area.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Bending and kneeling to tie reinforcement',
              risk: 'Back and knee injuries from long periods bent over or kneeling.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'engineering', text: 'Use a long-handled tie-wire twister or a battery rebar tying tool to tie from standing height.' },
                { level: 'administrative', text: 'Rotate tying with other tasks every hour.' },
                { level: 'ppe', text: 'Wear knee pads when kneeling on mesh or formwork.' },
              ],
              monitoring: 'Supervisor rotates tasks through the day.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Site supervisor',
            },
          ],
        },
        {
          name: 'Pour concrete with a concrete pump',
          description: 'Place concrete from a boom or line pump and move the hose across the pour.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['Gumboots (safety toe)', 'Alkali-resistant PVC gloves', 'Safety glasses', 'Long-sleeved shirt and long trousers', 'Hard hat'],
          plant: ['Concrete boom pump or line pump', 'Concrete agitator truck', 'Vibrator'],
          licences: ['High risk work licence – concrete placing boom (PC) for the boom operator', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Pump hose whip and blockages',
              risk: 'A blocked line clears under pressure and the hose whips, striking the hose-hand.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Use a pump with a working emergency stop, and check all line clamps and safety chains before the pour.' },
                {
                  level: 'administrative',
                  text: 'Never stand in front of the hose end while priming or clearing a blockage; release pressure before opening any line.',
                },
                { level: 'administrative', text: 'Follow the Safe Work Australia guide for concrete pumping; only the pump operator clears blockages.' },
              ],
              monitoring: 'Pump operator does the pre-start and line check before each pour.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Concrete pump operator',
            },
            {
              hazard: 'Wet concrete on skin',
              risk: 'Alkaline cement causes chemical burns and dermatitis, worst where it soaks through clothing into boots or gloves.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Keep a clean water supply and pH-neutral skin wash at the pour for rinsing skin straight away.' },
                { level: 'administrative', text: 'Change out of concrete-soaked clothing immediately and wash the skin; do not kneel in wet concrete.' },
                { level: 'ppe', text: 'Wear alkali-resistant PVC gloves, gumboots with trousers outside the boots, and safety glasses.' },
              ],
              monitoring: 'Supervisor checks PPE at the start of the pour.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Agitator trucks reversing',
              risk: 'A reversing agitator truck runs over a worker.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Mark out a truck lane and keep workers on foot out of it while trucks move.' },
                { level: 'administrative', text: 'A spotter in hi-vis guides every reversing truck and stays in the driver’s mirror view.' },
              ],
              monitoring: 'Supervisor briefs spotters at the start of the pour.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Pump boom near overhead power lines',
              risk: 'The placing boom touches or comes close to overhead power lines and electrocutes the hose-hand or anyone touching the truck.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Set the boom pump up so no part of the boom can come within the network operator’s approach distance of the lines, or have them de-energised.',
                },
                {
                  level: 'administrative',
                  text: 'A spotter watches the boom near the lines for the whole pour, and nobody touches the truck while the boom moves near them.',
                },
              ],
              monitoring: 'Pump operator checks the set-up against the power lines before unfolding the boom.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Pump operator',
            },
          ],
        },
        {
          name: 'Finish the slab with a power trowel',
          description: 'Float and trowel the slab with a ride-on or walk-behind power trowel.',
          hrcwCodes: [],
          ppe: ['Gumboots (safety toe)', 'Class 4 earmuffs', 'Safety glasses', 'Alkali-resistant PVC gloves'],
          plant: ['Walk-behind or ride-on power trowel', 'Bull float'],
          licences: ['Verification of competency – power trowel'],
          hazards: [
            {
              hazard: 'Rotating trowel blades',
              risk: 'Feet or legs caught by the spinning blades.',
              before: { likelihood: 2, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Use a trowel with a full blade guard ring and a dead-man switch that stops the blades when released.' },
                { level: 'administrative', text: 'Keep other workers 2 metres clear of a running trowel, and stop the motor before changing blades.' },
              ],
              monitoring: 'Operator tests the dead-man switch before starting.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Trowel operator',
            },
            {
              hazard: 'Engine exhaust in enclosed areas',
              risk: 'Carbon monoxide from a petrol trowel builds up indoors and causes poisoning.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'substitution', text: 'Use an electric or battery trowel for slabs inside enclosed or partly enclosed buildings.' },
                { level: 'engineering', text: 'Where a petrol trowel must be used, open the building up and run fans to move fresh air through.' },
              ],
              monitoring: 'Supervisor checks ventilation before a petrol trowel starts indoors.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Concrete cutting and coring',
      activities: [
        {
          name: 'Saw cut concrete slabs and paths',
          description: 'Cut control joints or remove sections of slab with a walk-behind floor saw or handheld demolition saw.',
          hrcwCodes: [],
          ppe: [
            'P2 respirator (fit tested)',
            'Class 5 earplugs under class 4 earmuffs',
            'Safety glasses and face shield',
            'Safety boots',
            'Gumboots for wet cutting',
            'Class 5 earmuffs',
          ],
          plant: ['Walk-behind floor saw with water feed', 'Handheld demolition saw with water attachment', 'Wet vacuum'],
          licences: ['Verification of competency – concrete saw'],
          hazards: [
            {
              hazard: 'Respirable crystalline silica dust',
              risk: 'Breathing silica dust from dry cutting causes silicosis and lung cancer.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Never dry cut concrete; use saws with on-tool water suppression connected and running before the blade touches the slab.',
                },
                { level: 'engineering', text: 'Collect slurry with a wet vacuum before it dries, so it does not become airborne dust.' },
                { level: 'ppe', text: 'Wear a fit-tested P2 respirator while cutting: saw cutting concrete is high-risk crystalline silica work.' },
              ],
              monitoring: 'Supervisor checks water feed before cutting; respirator fit tests kept on file.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Saw kickback',
              risk: 'A handheld saw kicks back and the blade strikes the operator’s face or body.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Use a walk-behind saw instead of a handheld saw for straight cuts on the ground.' },
                { level: 'administrative', text: 'Hold handheld saws with both hands, stand to the side of the blade, and never cut above shoulder height.' },
              ],
              monitoring: 'Supervisor watches new operators for the first cuts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Saw operator',
            },
            {
              hazard: 'Noise from the saw',
              risk: 'Hearing loss from a floor saw or demolition saw, often louder than 100 dB(A).',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'substitution', text: 'Use an electric or hydraulic saw, quieter than a petrol saw, where power is available.' },
                { level: 'isolation', text: 'Keep other workers at least 10 metres away while cutting, with signs at the work area.' },
                { level: 'ppe', text: 'The operator and anyone within 10 metres wear Class 5 earmuffs.' },
              ],
              monitoring: 'Supervisor checks hearing protection and the exclusion area while cutting.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Saw operator',
            },
          ],
        },
        {
          name: 'Core drill through slabs and walls',
          description: 'Drill cores through concrete slabs and walls for pipes and cables.',
          hrcwCodes: ['energised_electrical'],
          ppe: ['Safety glasses', 'Class 4 earmuffs', 'Safety boots', 'Waterproof gloves', 'P2 respirator (fit tested) for dry or overhead coring'],
          plant: ['Rig-mounted core drill with water feed', 'Ground penetrating radar or slab scanner', 'Wet vacuum'],
          licences: ['Verification of competency – core drilling'],
          hazards: [
            {
              hazard: 'Cutting embedded cables, conduits or post-tensioning tendons',
              risk: 'Drilling into a live cable or a stressed tendon causes electrocution or a violent release.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'administrative',
                  text: 'Scan the slab or wall with ground penetrating radar and mark embedded services and tendons before setting up.',
                },
                { level: 'isolation', text: 'Isolate circuits near the core position at the switchboard and lock them off while drilling.' },
                { level: 'administrative', text: 'Get written approval from the builder or engineer for each core position in a post-tensioned slab.' },
              ],
              monitoring: 'Supervisor sights the scan results and approvals before drilling.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Water and electricity together',
              risk: 'Water from the drill reaches the power lead or tool and causes electric shock.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Plug the drill into a portable RCD at the power outlet, and keep leads off the floor on lead stands.' },
                { level: 'engineering', text: 'Fit a water collection ring to the core bit and vacuum water as you drill.' },
                { level: 'administrative', text: 'Check the drill and leads are tested and tagged (AS/NZS 3760) and undamaged before use.' },
              ],
              monitoring: 'Operator checks tags and RCD test button at setup.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Drill operator',
            },
            {
              hazard: 'Silica dust and slurry from coring',
              risk: 'Dry coring releases respirable crystalline silica dust, and slurry from wet coring becomes silica dust when it dries and is swept.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Core wet with the water feed, or dry only with on-tool extraction to an H-class vacuum.' },
                { level: 'administrative', text: 'Collect slurry with the wet vacuum while it is still wet; never dry sweep it.' },
                { level: 'ppe', text: 'Wear a fitted P2 respirator when coring dry or overhead.' },
              ],
              monitoring: 'Supervisor checks the water feed or extraction before coring starts.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Coring operator',
            },
          ],
        },
      ],
    },
  ],
};
