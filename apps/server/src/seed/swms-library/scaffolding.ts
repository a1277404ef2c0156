import type { TStarterTrade } from './index.js';

export const SCAFFOLDING: TStarterTrade = {
  code: 'scaffolding',
  name: 'Scaffolding',
  scopes: [
    {
      name: 'Modular scaffold',
      activities: [
        {
          name: 'Erect a modular perimeter scaffold',
          description: 'Set out base plates and sole boards, and build a modular scaffold lift by lift with ties, guardrails and access.',
          hrcwCodes: ['fall_over_2m', 'powered_mobile_plant'],
          ppe: ['Safety boots', 'Hard hat with chin strap', 'Full body harness with double lanyard', 'Leather rigger gloves', 'Hi-vis vest'],
          plant: ['Modular scaffold components', 'Gin wheel with rope, or materials hoist', 'Scaffold tie anchors', 'Truck with crane'],
          licences: ['High risk work licence – scaffolding basic (SB) or higher', 'General construction induction (white card)'],
          hazards: [
            {
              hazard: 'Fall from the scaffold during erection',
              risk: 'Scaffolder falls from an incomplete lift before guardrails are fitted.',
              before: { likelihood: 4, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Install the next lift’s guardrails from the lift below with advanced guardrail frames before stepping up.' },
                {
                  level: 'administrative',
                  text: 'Erect to the maker’s instructions and AS/NZS 4576, with a full deck of planks on each working lift before moving on.',
                },
                {
                  level: 'ppe',
                  text: 'Wear a full body harness with double lanyard and keep one lanyard clipped to the scaffold at all times when above 2 metres without guardrails.',
                },
              ],
              monitoring: 'Licensed scaffolder in charge checks each lift before the next starts.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed scaffolder',
            },
            {
              hazard: 'Dropped components',
              risk: 'A tube, plank or clip falls and strikes a person below.',
              before: { likelihood: 4, consequence: 4 },
              controls: [
                { level: 'isolation', text: 'Barricade a drop zone below the work with fencing and signs, and keep other trades out of it during erection.' },
                { level: 'engineering', text: 'Raise components with a gin wheel or materials hoist, not by throwing or passing them up by hand.' },
                { level: 'engineering', text: 'Fit toe boards and containment mesh on the working lift.' },
              ],
              monitoring: 'Scaffolder in charge checks the drop zone at the start and after breaks.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Licensed scaffolder',
            },
            {
              hazard: 'Overhead power lines',
              risk: 'A scaffold tube contacts street mains and electrocutes the scaffolder.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                {
                  level: 'isolation',
                  text: 'Get the network operator to de-energise or insulate lines within the no-go zone before erecting scaffold near them.',
                },
                {
                  level: 'administrative',
                  text: 'Keep scaffold and components outside the state’s no-go zone for overhead lines, with a spotter watching clearances.',
                },
              ],
              monitoring: 'Supervisor confirms clearances on the pre-start checklist.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
            {
              hazard: 'Truck crane unloading components',
              risk: 'A pack of components swings or drops from the truck crane onto a worker, or the truck moves while workers are beside it.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Barricade the unloading area and keep workers and the public out from under the load.' },
                {
                  level: 'engineering',
                  text: 'Park the truck on firm, level ground with the park brake on and stabilisers extended on pads before the crane is used.',
                },
                {
                  level: 'administrative',
                  text: 'Only a licensed or trained operator uses the vehicle loading crane, and slings are checked before each lift.',
                },
              ],
              monitoring: 'Scaffold supervisor checks the unloading area before the truck crane is used.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Truck crane operator',
            },
          ],
        },
        {
          name: 'Hand over and inspect the scaffold',
          description: 'Inspect the finished scaffold, fit the tag and hand over, then inspect again at least every 30 days and after events.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Safety boots', 'Hard hat', 'Hi-vis vest'],
          plant: ['Scaffold tags', 'Handover certificate', 'Inspection checklist'],
          licences: ['High risk work licence – scaffolding basic (SB) or higher'],
          hazards: [
            {
              hazard: 'Scaffold used before it is complete or after it is changed',
              risk: 'Workers fall from a scaffold missing planks, guardrails or ties.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Fit a red “Incomplete – do not use” tag and block every access point until the handover inspection is passed.' },
                {
                  level: 'administrative',
                  text: 'A licensed scaffolder inspects the scaffold before handover, at least every 30 days, and after storms or changes.',
                },
                { level: 'administrative', text: 'Only licensed scaffolders alter the scaffold; other trades report missing parts and stay off it.' },
              ],
              monitoring: 'Inspection dates recorded on the tag and the handover certificate.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed scaffolder',
            },
            {
              hazard: 'Overloaded scaffold bay',
              risk: 'Bricks, tiles or pallets stacked on the scaffold overload it, and planks or the structure fail.',
              before: { likelihood: 2, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Build loading bays to a heavy-duty rating where materials will be landed on the scaffold.' },
                {
                  level: 'administrative',
                  text: 'Mark the duty rating (light, medium or heavy) on the handover tag and brief the trades that use the scaffold.',
                },
              ],
              monitoring: 'Scaffolder checks for overloading at each inspection.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Site supervisor',
            },
          ],
        },
        {
          name: 'Dismantle the scaffold',
          description: 'Strip the scaffold lift by lift from the top down and load it onto the truck.',
          hrcwCodes: ['fall_over_2m', 'powered_mobile_plant'],
          ppe: ['Safety boots', 'Hard hat with chin strap', 'Full body harness with double lanyard', 'Leather rigger gloves'],
          plant: ['Gin wheel with rope, or materials hoist', 'Truck with crane'],
          licences: ['High risk work licence – scaffolding basic (SB) or higher'],
          hazards: [
            {
              hazard: 'Removing ties or guardrails too early',
              risk: 'The scaffold becomes unstable or a scaffolder falls from an unguarded lift.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Remove ties only as the lift they hold is dismantled, never ahead of it.' },
                { level: 'administrative', text: 'Dismantle from the top down in reverse order of erection, keeping guardrails until the lift is stripped.' },
                { level: 'ppe', text: 'Keep one harness lanyard clipped to the scaffold when working on a lift without guardrails.' },
              ],
              monitoring: 'Scaffolder in charge watches the tie sequence.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Licensed scaffolder',
            },
            {
              hazard: 'Manual handling of components',
              risk: 'Back and shoulder injuries lowering and carrying tubes, frames and planks.',
              before: { likelihood: 4, consequence: 3 },
              controls: [
                { level: 'engineering', text: 'Lower components with the gin wheel or hoist, and use the truck crane to load stillages.' },
                { level: 'administrative', text: 'Rotate tasks every hour and carry planks longer than 4 metres with two people.' },
              ],
              monitoring: 'Scaffolder in charge rotates tasks and watches lifting.',
              after: { likelihood: 2, consequence: 3 },
              responsible: 'Licensed scaffolder',
            },
            {
              hazard: 'Truck crane loading components',
              risk: 'A bundle of tubes or planks slips from the slings while being loaded onto the truck, or the truck moves into a worker.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'isolation', text: 'Barricade the loading area and keep everyone out from under the load.' },
                {
                  level: 'engineering',
                  text: 'Strap tubes and planks into bundles or stillages before they are lifted, and park the truck with stabilisers extended on pads.',
                },
                {
                  level: 'administrative',
                  text: 'Only a licensed or trained operator uses the vehicle loading crane, and nobody stands on the truck tray during a lift.',
                },
              ],
              monitoring: 'Scaffold supervisor checks the loading area before the truck crane is used.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Truck crane operator',
            },
          ],
        },
      ],
    },
    {
      name: 'Mobile scaffold towers',
      activities: [
        {
          name: 'Assemble and use a mobile aluminium tower',
          description: 'Build a mobile aluminium tower to the maker’s instructions and move it between work areas.',
          hrcwCodes: ['fall_over_2m'],
          ppe: ['Safety boots', 'Hard hat', 'Leather rigger gloves'],
          plant: ['Mobile aluminium scaffold tower with outriggers', 'Maker’s instruction manual'],
          licences: ['Training in the maker’s tower instructions', 'High risk work licence – scaffolding basic (SB) if the platform is over 4 metres'],
          hazards: [
            {
              hazard: 'Tower overturning',
              risk: 'The tower tips over on uneven ground, in wind or when pushed with people on it.',
              before: { likelihood: 3, consequence: 5 },
              controls: [
                { level: 'engineering', text: 'Fit outriggers or stabilisers as the maker specifies for the height, and lock all castors before climbing.' },
                { level: 'administrative', text: 'Set up only on firm, level ground, and never move the tower with people or materials on it.' },
                { level: 'administrative', text: 'Do not use the tower outdoors when wind makes it sway or exceeds the maker’s limit.' },
              ],
              monitoring: 'Tower user does the pre-use check on the tag each day.',
              after: { likelihood: 1, consequence: 5 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Falls while climbing or on the platform',
              risk: 'Worker falls while climbing the outside of the tower or over a low guardrail.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'engineering', text: 'Climb only the built-in internal ladder and trapdoor platform, with full guardrails and toe boards fitted.' },
                { level: 'administrative', text: 'Never stand on guardrails, boxes or ladders on the platform to gain height.' },
              ],
              monitoring: 'Supervisor checks towers during site walks.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Each worker',
            },
          ],
        },
        {
          name: 'Move a mobile tower between work areas',
          description: 'Lower the platform load, unlock castors and push the tower to the next work area on a level floor.',
          hrcwCodes: [],
          ppe: ['Safety boots', 'Hard hat', 'Leather rigger gloves'],
          plant: ['Mobile aluminium scaffold tower with outriggers'],
          licences: ['Training in the maker’s tower instructions'],
          hazards: [
            {
              hazard: 'Tower catching overhead services or tipping on a step',
              risk: 'The tower strikes a light fitting, sprinkler or power line, or tips on a floor edge or penetration.',
              before: { likelihood: 3, consequence: 4 },
              controls: [
                { level: 'isolation', text: 'Cover floor penetrations and barricade floor edges along the route before moving the tower.' },
                { level: 'administrative', text: 'Walk the route first and clear it of rubbish, hoses and leads, checking overhead for services.' },
                { level: 'administrative', text: 'Push the tower from the base with two people, watching overhead for services.' },
              ],
              monitoring: 'Supervisor checks the route on site walks.',
              after: { likelihood: 1, consequence: 4 },
              responsible: 'Each worker',
            },
            {
              hazard: 'Hands and feet caught under the base',
              risk: 'Feet run over by castors or fingers pinched in frames while moving.',
              before: { likelihood: 3, consequence: 2 },
              controls: [
                { level: 'administrative', text: 'Push from the base frame, not the braces, and keep feet clear of the castors.' },
                { level: 'ppe', text: 'Wear safety boots and rigger gloves when moving the tower.' },
              ],
              monitoring: 'Supervisor checks gloves and boots are worn.',
              after: { likelihood: 2, consequence: 2 },
              responsible: 'Each worker',
            },
          ],
        },
      ],
    },
  ],
};
