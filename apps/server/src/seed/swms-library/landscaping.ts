import type { TStarterTrade } from './index.js';

export const LANDSCAPING: TStarterTrade = {
  code: 'landscaping',
  name: 'Landscaping',
  scopes: [
    {
      name: 'Hardscaping',
      activities: [
        {
          name: 'Build a block or sleeper retaining wall',
          description: 'Excavate for the footing, lay blocks or set posts and sleepers, drain and backfill a retaining wall up to 1 metre.',
          hrcwCodes: ['powered_mobile_plant'],
          ppe: ['Safety boots', 'Leather rigger gloves', 'Safety glasses', 'Broad-brimmed hat and SPF 50+ sunscreen', 'Class 4 earmuffs near plant'],
          plant: ['Mini excavator or skid steer', 'Plate compactor', 'Wheelbarrow', 'Post-hole auger'],
          licences: ['Verification of competency – mini excavator or skid steer', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Cut batter collapsing behind the wall',
              risk: 'Soil behind the cut slumps onto a worker laying the first courses.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Batter the cut back to a stable angle, and build walls over 1 metre only to an engineer’s design.' },
                { level: 'administrative', text: 'Inspect the cut before starting each day and after rain; do not work under an overhanging cut.' },
              ],
              monitoring: 'Supervisor inspects the cut daily.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Landscape supervisor',
            },
            {
              hazard: 'Lifting blocks and sleepers',
              risk: 'Back injury and crushed fingers lifting 20–40 kg blocks and sleepers all day.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Place pallets beside the wall line with the skid steer, and use block lifting clamps.' },
                { level: 'administrative', text: 'Lift sleepers with two people, and rotate laying with other tasks through the day.' },
              ],
              monitoring: 'Supervisor plans pallet drops and task rotation.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Landscape supervisor',
            },
            {
              hazard: 'Striking buried services',
              risk: 'Digging the footing cuts a power cable, gas pipe, water main or stormwater line.',
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
              hazard: 'Excavator or skid steer near workers',
              risk: 'A worker laying blocks is struck by the bucket or run over by the skid steer moving material.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Mark a no-go zone around operating plant; workers on foot enter only after eye contact and the operator’s signal.',
                },
                { level: 'engineering', text: 'Use plant with a reversing alarm and camera, and a quick hitch safety lock.' },
              ],
              monitoring: 'Supervisor checks the no-go zone and the plant pre-start each morning.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Plant operator',
            },
          ],
        },
        {
          name: 'Lay pavers and cut with a saw',
          description: 'Prepare the base, lay concrete or stone pavers, and cut them with a wet saw or demolition saw.',
          hrcwCodes: [],
          ppe: ['P2 respirator (fit tested)', 'Safety glasses and face shield', 'Class 4 earmuffs', 'Knee pads', 'Safety boots'],
          plant: ['Wet bench saw', 'Demolition saw with water attachment', 'Plate compactor', 'Paver splitter'],
          licences: ['Verification of competency – concrete saw'],
          hazards: [
            {
              hazard: 'Respirable crystalline silica dust',
              risk: 'Dry cutting pavers releases silica dust that causes silicosis.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'substitution', text: 'Split pavers with a manual paver splitter wherever the cut allows.' },
                { level: 'engineering', text: 'Power cut only with a wet saw or a demolition saw with the water attachment running; never dry cut.' },
                { level: 'ppe', text: 'Wear a fit-tested P2 respirator when power cutting.' },
              ],
              monitoring: 'Supervisor checks water feed on every saw before cutting.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Plate compactor vibration and noise',
              risk: 'Hand-arm vibration injury and hearing loss from long compactor use.',
              before: { likelihood: 3, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Use a compactor with anti-vibration handles, maintained to the maker’s schedule.' },
                { level: 'administrative', text: 'Limit each operator to 1 hour of compacting before switching tasks.' },
                { level: 'ppe', text: 'Wear class 4 earmuffs while the compactor runs.' },
              ],
              monitoring: 'Supervisor rotates operators and logs compactor servicing.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Landscape supervisor',
            },
            {
              hazard: 'Lifting and laying pavers',
              risk: 'Back and knee injuries from lifting pavers off pallets and kneeling to lay them all day.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Move pallets with a pallet jack or the skid steer and place them close to the laying face.' },
                { level: 'engineering', text: 'Use a vacuum or clamp paver lifter for pavers heavier than 20 kg.' },
                { level: 'ppe', text: 'Wear knee pads when laying.' },
              ],
              monitoring: 'Supervisor checks where pallets are placed each morning.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Landscaping supervisor',
            },
          ],
        },
      ],
    },
    {
      name: 'Softscaping and maintenance',
      activities: [
        {
          name: 'Dig trenches for irrigation and garden lighting',
          description: 'Dig shallow trenches with a trencher or by hand and lay irrigation pipe and low-voltage lighting cable.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Leather rigger gloves', 'Safety glasses', 'Class 4 earmuffs'],
          plant: ['Walk-behind trencher', 'Cable and pipe locator', 'Shovels'],
          licences: ['Irrigation or low-voltage lighting competency', 'Electrical licence (A-grade/unrestricted) for any 230 V connection'],
          hazards: [
            {
              hazard: 'Striking underground services',
              risk: 'Trencher cuts a power cable, gas pipe or water main.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                {
                  level: 'administrative',
                  text: 'Get Before You Dig Australia plans, locate private services with a locator, and mark them before trenching.',
                },
                { level: 'isolation', text: 'Hand dig within 1 metre of any marked service instead of using the trencher.' },
              ],
              monitoring: 'Supervisor sights the plans and marks before work starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Landscape supervisor',
            },
            {
              hazard: 'Trencher chain',
              risk: 'Foot or hand caught by the digging chain.',
              before: { likelihood: 2, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Use a trencher with chain guards and an operator presence control that stops the chain when released.' },
                { level: 'administrative', text: 'Stop the engine before clearing soil or roots from the chain.' },
              ],
              monitoring: 'Operator does the pre-start check of guards and controls.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Trencher operator',
            },
          ],
        },
        {
          name: 'Plant, mulch and spread soil in hot weather',
          description: 'Spread soil and mulch, plant trees and shrubs, and work with potting mix and fertiliser.',
          hrcwCodes: [],
          ppe: [
            'Broad-brimmed hat and SPF 50+ sunscreen',
            'Long-sleeved shirt',
            'P2 respirator when handling potting mix and mulch',
            'Nitrile-coated gloves',
            'Safety boots',
          ],
          plant: ['Skid steer or wheelbarrows', 'Post-hole auger', 'Shovels and rakes'],
          licences: ['General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Heat and sun',
              risk: 'Heat illness, sunburn and skin cancer from long hours outdoors.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'administrative', text: 'Schedule heavy work for early morning in summer and stop heavy work when the forecast is 36 °C or more.' },
                { level: 'engineering', text: 'Set up a shade shelter and a cold water supply on every site.' },
                { level: 'ppe', text: 'Wear a broad-brimmed hat, long sleeves and SPF 50+ sunscreen reapplied every 2 hours.' },
              ],
              monitoring: 'Supervisor checks the forecast each morning and calls breaks.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Landscape supervisor',
            },
            {
              hazard: 'Potting mix, soil and mulch',
              risk: 'Legionnaires’ disease (Legionella longbeachae) from breathing dust from potting mix; tetanus from cuts.',
              before: { likelihood: 2, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Dampen potting mix and mulch with a hose before opening bags or spreading.' },
                { level: 'administrative', text: 'Open bags away from the face, wash hands before eating, and keep tetanus vaccinations current.' },
                { level: 'ppe', text: 'Wear a P2 respirator and gloves when handling potting mix or dusty mulch.' },
              ],
              monitoring: 'Supervisor checks a hose and respirators are on site.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Each worker',
            },
          ],
        },
      ],
    },
  ],
};
