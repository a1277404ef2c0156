import { ZSwmsDocumentActivitySchema } from '@hivis/contracts';
import type { TSwmsDocumentActivity } from '@hivis/contracts';

/** A valid activity for the unit tests (only imported by *.test.ts). */
export function sampleActivity(overrides: Partial<TSwmsDocumentActivity> = {}): TSwmsDocumentActivity {
  return ZSwmsDocumentActivitySchema.parse({
    key: 'a1',
    sourceActivityId: '7b0c3c5e-6f0c-4d8f-9a55-2d4f1e0b9a11',
    tradeName: 'Carpentry',
    scopeName: 'House framing',
    name: 'Stand and brace wall frames',
    description: 'Lift frames onto the slab.',
    hrcwCodes: ['powered_mobile_plant'],
    ppe: ['Safety boots'],
    plant: ['Nail gun'],
    licences: [],
    hazards: [
      {
        hazard: 'Frame falling',
        risk: 'A frame falls on a worker.',
        before: { likelihood: 3, consequence: 4 },
        controls: [{ level: 'engineering', text: 'Brace every frame as it is stood.' }],
        monitoring: 'Lead carpenter checks bracing.',
        after: { likelihood: 1, consequence: 4 },
        responsible: 'Lead carpenter',
      },
    ],
    ...overrides,
  });
}
