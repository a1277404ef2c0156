import type { TStarterTrade } from './index.js';

export const ROOFING: TStarterTrade = {
  code: 'roofing',
  name: 'Roofing',
  scopes: [
    {
      name: 'Metal roofing',
      activities: [
        {
          name: 'Lift roof sheets onto the roof',
          description: 'Crane or hoist bundles of metal roof sheets onto the roof and land them on the purlins.',
          hrcwCodes: ['fall_over_2m', 'powered_mobile_plant'],
          ppe: ['Safety boots', 'Hard hat', 'Cut-resistant gloves (level C or higher)', 'Hi-vis vest'],
          plant: ['Crane truck', 'Sheet lifting slings or cradle', 'Tag lines'],
          licences: ['High risk work licence – dogging', 'High risk work licence – crane class for the crane operator', 'Working at heights training'],
          hazards: [
            {
              hazard: 'Suspended sheet bundle',
              risk: 'A bundle slips from the slings or swings into a worker or the edge protection.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Lift bundles in a sheet cradle or with two slings and spreader bar, strapped to the bundle.' },
                { level: 'isolation', text: 'Barricade the lift area on the ground and keep everyone out of the area under the load.' },
                {
                  level: 'administrative',
                  text: 'Only the licensed dogger directs the lift, and the bundle is landed across at least three purlins and tied down.',
                },
              ],
              monitoring: 'Dogger inspects slings before each lift and logs the lift.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed dogger',
            },
            {
              hazard: 'Wind catching sheets',
              risk: 'A sheet acts like a sail and pulls a worker off the roof or flies off the roof onto people below.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'administrative',
                  text: 'Do not lift or lay sheets when wind gusts exceed 40 km/h (check the Bureau of Meteorology forecast and an anemometer on site).',
                },
                { level: 'engineering', text: 'Strap loose bundles to the roof frame and fix each laid sheet before the next is unstrapped.' },
              ],
              monitoring: 'Roofing supervisor checks wind speed before lifting and at midday.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Roofing supervisor',
            },
            {
              hazard: 'Fall from the roof edge while landing bundles',
              risk: 'A worker guiding or unstrapping a bundle loses footing at the eaves or on the purlins and falls to the ground.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Install roof edge protection to AS/NZS 4994 and safety mesh before any bundle is landed on the roof.' },
                {
                  level: 'administrative',
                  text: 'Guide the bundle with tag lines from the ground or the scaffold; nobody waits at an unprotected edge to receive it.',
                },
              ],
              monitoring: 'Roofing supervisor checks edge protection and mesh before the first lift.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Roofing supervisor',
            },
            {
              hazard: 'Crane truck near overhead power lines',
              risk: 'The boom or the load touches overhead power lines and electrocutes the dogger or anyone touching the truck, or the crane tips on soft ground.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Set the crane up outside the network operator’s approach distance from power lines, or have the lines de-energised or sleeved before the lift.',
                },
                { level: 'engineering', text: 'Extend the outriggers fully on crane pads on firm ground, and use non-conductive tag lines.' },
                { level: 'administrative', text: 'A spotter watches the distance between the boom and the power lines for the whole lift.' },
              ],
              monitoring: 'Crane operator completes the lift plan and set-up check before the first lift.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Crane operator',
            },
          ],
        },
        {
          name: 'Lay and fix metal roof sheets',
          description: 'Position, fix and trim metal roof sheets, flashings and ridge capping.',
          hrcwCodes: ['fall_over_2m'],
          ppe: [
            'Soft-soled safety boots',
            'Cut-resistant gloves (level C or higher)',
            'Safety glasses',
            'Broad-brimmed hat and SPF 50+ sunscreen',
            'Full body harness with double lanyard where edge protection cannot be used',
          ],
          plant: ['Perimeter edge protection', 'Safety mesh', 'Roof screw gun', 'Nibbler or electric shears'],
          licences: ['Working at heights training', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Fall from the roof edge',
              risk: 'Worker falls from the eaves or gable edge to the ground.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Install roof edge protection to AS/NZS 4994 on all eaves and gable ends before anyone goes onto the roof.' },
                { level: 'administrative', text: 'Work to the Safe Work Australia code of practice Managing the risk of falls at workplaces.' },
              ],
              monitoring: 'Roofing supervisor checks edge protection before work each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Roofing supervisor',
            },
            {
              hazard: 'Fall through the purlins before sheeting',
              risk: 'Worker falls between purlins to the floor below.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Lay safety mesh to AS/NZS 4389 over the purlins ahead of the sheeting and fix it to the frame.' },
                { level: 'administrative', text: 'Walk only on laid and fixed sheets, along the purlin lines.' },
              ],
              monitoring: 'Roofing supervisor inspects the mesh laps and fixings before sheeting.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Roofing supervisor',
            },
            {
              hazard: 'Sun and heat on the roof',
              risk: 'Heat stress, dehydration and sunburn; long-term skin cancer risk.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'administrative', text: 'Start early in summer and stop roof work when the forecast is 36 °C or more in the afternoon.' },
                { level: 'administrative', text: 'Take a 10-minute shade break each hour in hot weather and drink water every 15 to 20 minutes.' },
                { level: 'ppe', text: 'Wear a broad-brimmed hat or hard hat brim, long sleeves and SPF 50+ sunscreen reapplied every 2 hours.' },
              ],
              monitoring: 'Roofing supervisor checks the forecast each morning and calls breaks.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Roofing supervisor',
            },
            {
              hazard: 'Handling long sheets',
              risk: 'Back and shoulder strain, or deep cuts from sheet edges, while carrying long sheets across the roof.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Land sheets in small stacks close to where they will be laid, so they are carried as short a distance as possible.',
                },
                {
                  level: 'administrative',
                  text: 'Two workers carry any sheet longer than 6 metres, holding it on edge, and stop when wind gusts make it hard to hold.',
                },
                { level: 'ppe', text: 'Wear cut-resistant gloves (level C or higher) and long sleeves when handling sheets.' },
              ],
              monitoring: 'Roofing supervisor watches how sheets are carried on the first day.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Roofing supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Re-roofing',
      activities: [
        {
          name: 'Remove old roof sheets and tiles',
          description: 'Strip old tiles or metal sheets from an existing house and lower them to the ground.',
          hrcwCodes: ['fall_over_2m', 'asbestos'],
          ppe: [
            'Safety boots',
            'Hard hat',
            'Cut-resistant gloves (level C or higher)',
            'Safety glasses',
            'P2 respirator',
            'Full body harness with double lanyard where edge protection cannot be used',
          ],
          plant: ['Perimeter scaffold with edge protection', 'Rubbish chute or materials hoist', 'Skip bin'],
          licences: ['Working at heights training', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Asbestos in the old roof',
              risk: 'Breaking asbestos cement sheeting or lining releases fibres that cause mesothelioma and asbestosis.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'administrative',
                  text: 'Check the asbestos register or have a competent person inspect before starting; do not touch suspect sheeting.',
                },
                { level: 'elimination', text: 'Asbestos cement roofing is removed by a licensed asbestos removalist before the roofing crew starts.' },
              ],
              monitoring: 'Supervisor sights the register or the clearance certificate before work starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Falling debris',
              risk: 'Tiles or sheets dropped or thrown from the roof strike people below.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                {
                  level: 'engineering',
                  text: 'Lower materials in an enclosed rubbish chute or materials hoist into the skip; never throw them from the roof.',
                },
                { level: 'isolation', text: 'Barricade the ground below the roof edge and the chute, with signs, while stripping.' },
              ],
              monitoring: 'Supervisor checks the barricade each morning.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Fall from the roof edge or through the roof',
              risk: 'A worker falls from the eaves, or through rotten battens, brittle sheeting or a gap left by stripped sheets, to the ground or floor below.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Erect perimeter scaffold or roof edge protection to AS/NZS 4994 on every edge before stripping starts.' },
                {
                  level: 'engineering',
                  text: 'Keep the safety mesh in place, or lay new mesh over the purlins as sheets come off, so no one stands over an open frame.',
                },
                {
                  level: 'administrative',
                  text: 'Strip from the ridge down in bays, and walk only on the purlin or batten lines, never on old sheets or tiles between them.',
                },
                { level: 'ppe', text: 'Where edge protection cannot be fitted, wear a full body harness with a double lanyard clipped to a rated anchor.' },
              ],
              monitoring: 'Roofing supervisor checks the edge protection and mesh before work each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Roofing supervisor',
            },
          ],
        },
        {
          name: 'Work near skylights and fragile roofing',
          description: 'Work on an existing roof that has skylights, polycarbonate sheets or other roofing that will not hold a person.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Soft-soled safety boots', 'Full body harness with double lanyard', 'Safety glasses'],
          plant: ['Skylight covers or mesh', 'Walkway boards', 'Roof anchor points'],
          licences: ['Working at heights training'],
          hazards: [
            {
              hazard: 'Fall through a skylight or fragile sheet',
              risk: 'Worker steps on a skylight and falls through to the floor below.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Cover or fence every skylight and fragile sheet within 2 metres of the work before going onto the roof.' },
                { level: 'engineering', text: 'Lay walkway boards across the roof for access to the work area.' },
                { level: 'ppe', text: 'Where covers cannot be fitted, wear a harness with a double lanyard clipped to a rated anchor.' },
              ],
              monitoring: 'Supervisor walks the roof with the crew to mark fragile areas first.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Roofing supervisor',
            },
            {
              hazard: 'Overhead power lines near the roof',
              risk: 'Long sheets or tools touch the service line or street mains and electrocute the worker.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Ask the network operator to disconnect or sleeve the service line before work within 3 metres of it.' },
                { level: 'administrative', text: 'Carry long sheets away from the service line side of the roof, and keep a spotter when working near it.' },
              ],
              monitoring: 'Supervisor confirms the network booking before the job starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
      ],
    },
  ],
};
