import type { TStarterTrade } from './index.js';

export const TILING: TStarterTrade = {
  code: 'tiling',
  name: 'Tiling',
  scopes: [
    {
      name: 'Wet areas',
      activities: [
        {
          name: 'Apply waterproofing membrane',
          description: 'Prime and apply a liquid waterproofing membrane to bathroom, laundry and balcony floors and walls.',
          hrcwCodes: [],
          ppe: ['Nitrile gloves', 'Safety glasses', 'Half-face respirator with A2 organic vapour filters for solvent-based products', 'Knee pads'],
          plant: ['Roller and brush', 'Drill with paddle mixer', 'Portable fan'],
          licences: ['Waterproofing licence or certificate where the state requires one'],
          hazards: [
            {
              hazard: 'Membrane and primer chemicals',
              risk: 'Skin sensitisation and dermatitis; headaches and dizziness from vapours in a small bathroom.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                {
                  level: 'substitution',
                  text: 'Use water-based acrylic or polyurethane-hybrid membranes instead of solvent-based products where the specification allows.',
                },
                { level: 'engineering', text: 'Open windows and run a fan to draw air out of the room while applying and drying.' },
                { level: 'ppe', text: 'Wear nitrile gloves and safety glasses; for solvent-based products add a half-face respirator with A2 filters.' },
              ],
              monitoring: 'Tiler reads the SDS before first use of each product.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Working on a balcony without a balustrade',
              risk: 'Worker falls from an unprotected balcony edge while membraning or tiling.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Keep temporary edge protection on the balcony until the permanent balustrade is fixed.' },
                { level: 'administrative', text: 'Do not remove or lean on temporary edge protection; report any damage to the builder before starting.' },
              ],
              monitoring: 'Tiler checks the edge protection before starting each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
        {
          name: 'Lay floor and wall tiles',
          description: 'Mix adhesive, lay and level floor and wall tiles, and grout and seal the joints.',
          hrcwCodes: [],
          ppe: ['Knee pads', 'Nitrile gloves', 'P2 respirator when mixing powder adhesive or grout', 'Safety glasses'],
          plant: ['Drill with paddle mixer', 'Tile levelling system', 'Tile trolley or suction lifters for large-format tiles'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Kneeling and bending for long periods',
              risk: 'Knee bursitis and lower back injury.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Mix adhesive on a bench at waist height and use a kneeling pad or knee pads with gel inserts.' },
                { level: 'administrative', text: 'Change position every 20 minutes and stand to stretch between rows.' },
              ],
              monitoring: 'Tiler self-checks; supervisor reviews any reported aches.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Heavy large-format tiles',
              risk: 'Back strain or crushed fingers lifting tiles of 1.2 metres or more, or boxes over 20 kg.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Move large-format tiles on a tile trolley and lift them with suction handles.' },
                {
                  level: 'administrative',
                  text: 'Lift tiles over 20 kg or 1.2 metres long with two people, and have boxes delivered to the room they are laid in.',
                },
              ],
              monitoring: 'Supervisor plans deliveries to the work area.',
              after: { likelihood: 1, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Cement dust from adhesive and grout',
              risk: 'Breathing cement and silica dust when mixing powders; dermatitis from wet cement.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Pour powder slowly into water in the bucket, outdoors or beside an open window, with the mixer at low speed.' },
                { level: 'ppe', text: 'Wear a P2 respirator when mixing and nitrile gloves when handling wet adhesive and grout.' },
              ],
              monitoring: 'Tiler checks PPE before mixing.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Each worker',
            },
          ],
        },
      ],
    },
    {
      name: 'Tile cutting and removal',
      activities: [
        {
          name: 'Cut tiles with a wet saw or grinder',
          description: 'Cut ceramic, porcelain and stone tiles to size with a wet saw, grinder or manual cutter.',
          hrcwCodes: [],
          ppe: ['P2 respirator (fit tested)', 'Safety glasses', 'Class 4 earmuffs', 'Cut-resistant gloves (level C or higher) when handling cut edges'],
          plant: ['Bench wet saw', 'Manual tile cutter', 'Angle grinder with water feed or dust shroud and H-class vacuum'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Respirable crystalline silica dust',
              risk: 'Breathing silica dust from cutting tiles and stone causes silicosis.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'substitution', text: 'Score and snap tiles with a manual cutter wherever the cut allows, instead of power cutting.' },
                {
                  level: 'engineering',
                  text: 'Power cut only with a wet saw, or a grinder with water feed or an on-tool shroud on an H-class vacuum; never dry cut.',
                },
                { level: 'ppe', text: 'Wear a fit-tested P2 respirator when power cutting tiles.' },
              ],
              monitoring: 'Supervisor checks the saw water supply and respirator fit tests are current.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Grinder and saw blade contact',
              risk: 'Deep cuts to hands when cutting small pieces on the saw or grinder.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Keep blade guards fitted and use a push stick or sled for small pieces on the wet saw.' },
                { level: 'administrative', text: 'Clamp tiles for grinder cuts; never hold a small piece in the hand while grinding it.' },
              ],
              monitoring: 'Supervisor checks guards at setup.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Noise from the saw and grinder',
              risk: 'Hearing loss from long periods of cutting with an angle grinder or tile saw.',
              before: { likelihood: 4, consequence: 2 },
              controls: [
                { level: 'isolation', text: 'Set up the cutting station outside or away from other trades, so only the person cutting is exposed.' },
                { level: 'ppe', text: 'Wear Class 4 earmuffs or fitted earplugs while cutting.' },
              ],
              monitoring: 'Tiler checks hearing protection at the cutting station.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Tiler',
            },
          ],
        },
        {
          name: 'Remove old tiles and screeds',
          description: 'Chip off old floor and wall tiles and bedding before retiling a bathroom or laundry.',
          hrcwCodes: ['asbestos'],
          ppe: [
            'P2 respirator (fit tested)',
            'Safety glasses with side shields',
            'Class 4 earmuffs',
            'Leather rigger gloves',
            'Safety boots',
            'Anti-vibration gloves',
          ],
          plant: ['Electric demolition hammer with dust shroud', 'H-class vacuum', 'Water sprayer'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Asbestos in old wet-area linings and adhesives',
              risk: 'Bathrooms built before 1990 often have asbestos cement sheet behind tiles or in the floor; breaking it releases fibres.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'administrative', text: 'Check the asbestos register or have a sample tested before removing tiles in a home built before 1990.' },
                { level: 'elimination', text: 'Where asbestos is found, stop: a licensed removalist removes it before tiling work resumes.' },
              ],
              monitoring: 'Supervisor sights the register or test result before the job starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Flying fragments and dust',
              risk: 'Tile shards strike the eyes; silica dust from breaking screeds is breathed in.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Use a demolition hammer with a dust shroud connected to an H-class vacuum, and wet the surface first.' },
                { level: 'ppe', text: 'Wear safety glasses with side shields and a fit-tested P2 respirator while chipping.' },
              ],
              monitoring: 'Supervisor checks the vacuum and PPE at the start.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Noise and vibration from the demolition hammer',
              risk: 'Hearing loss and hand-arm vibration injury from long periods of chipping tiles and screed.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'substitution', text: 'Use a low-vibration electric demolition hammer or a floor tile stripper instead of a jackhammer.' },
                { level: 'administrative', text: 'Rotate chipping with other tasks so no one chips for more than 2 hours at a time.' },
                { level: 'ppe', text: 'Wear Class 4 earmuffs and anti-vibration gloves while chipping.' },
              ],
              monitoring: 'Tiler in charge plans the rotation at the start of the day.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Tiler',
            },
          ],
        },
      ],
    },
  ],
};
