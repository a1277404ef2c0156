import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ZJsaAttendeeSchema, ZJsaSignSchema, ZNewJsaSchema, ZUpdateJsaSchema } from '@hivis/contracts';
import type { TJsa, TJsaStepInput } from '@hivis/contracts';
import { jobs, swms, users } from '../db/schema/index.js';
import { uploadFile } from '../modules/files/files.service.js';
import { signJsa, signOnJsaAttendee } from '../modules/jsa/jsa-sign.service.js';
import { createJsa, saveJsa } from '../modules/jsa/jsa.service.js';
import type { AuthContext } from '../platform/auth/access-token.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { DEMO_TALK_VISITORS } from './demo-prestart-talks.js';
import { demoSignaturePng } from './demo-signature.js';
import { DEMO_SWMS_ACTIVITIES, DEMO_SWMS_JOB } from './demo-swms.js';

/*
 * The demo company's JSA on the Wynnum strip-out, so JSA Reports shows the product at work: Sam
 * Supervisor wrote it on his phone this morning for unit 3's balcony, started from the SWMS's
 * tile-removal activity; Will Worker signed it; then the crew added the step for the waste, which
 * made version 2, signed by Sam and the subcontractor's tiler. Will shows as asked to sign again.
 * Written and signed through the JSA's services, as the phone's outbox sends them.
 */

// DEMO_ACCOUNTS of demo.ts, which calls this file (an import back would be circular).
const SUPERVISOR_EMAIL = 'supervisor@demo.hivis.test';
const WORKER_EMAIL = 'worker@demo.hivis.test';
const MINUTE = 60_000;

export const DEMO_JSA_TASK = 'Cut out and lift balcony tiles, unit 3';
/** The SWMS activity it was started from. */
export const DEMO_JSA_ACTIVITY = DEMO_SWMS_ACTIVITIES[0];
/** The subcontractor's tiler, signing on Sam's phone. */
export const DEMO_JSA_VISITOR = DEMO_TALK_VISITORS[0];

const SET_UP: TJsaStepInput = {
  description: 'Isolate the area below and set up the dust extraction',
  hazards: [
    {
      hazard: 'Falls from the balcony edge while setting up',
      before: { likelihood: 3, consequence: 5 },
      controls: [
        { level: 'isolation', text: 'Leave the balustrade in place and keep 2 m back from any gap in it' },
        { level: 'administrative', text: 'Check the balustrade by hand first; stop and tell Sam if it moves' },
      ],
      after: { likelihood: 1, consequence: 5 },
    },
    {
      hazard: 'Residents walking under the work',
      before: { likelihood: 3, consequence: 3 },
      controls: [{ level: 'isolation', text: 'Barricade and sign the garden below unit 3 before any cutting' }],
      after: { likelihood: 1, consequence: 3 },
    },
  ],
};

const CUT: TJsaStepInput = {
  description: 'Cut the grout lines with the grinder',
  hazards: [
    {
      hazard: 'Silica dust from the grout and tiles',
      before: { likelihood: 4, consequence: 4 },
      controls: [
        { level: 'engineering', text: 'Grinder with a dust shroud on the H-class vacuum' },
        { level: 'administrative', text: 'Wet the slab first and cut in short runs' },
        { level: 'ppe', text: 'P2 respirator, fit-checked at the start of the shift' },
      ],
      after: { likelihood: 2, consequence: 3 },
    },
    {
      hazard: 'Flying particles',
      before: { likelihood: 3, consequence: 3 },
      controls: [
        { level: 'engineering', text: 'Guard on the grinder, disc rated for the speed' },
        { level: 'ppe', text: 'Safety glasses under a face shield' },
      ],
      after: { likelihood: 2, consequence: 2 },
    },
    {
      hazard: 'Noise from the grinder',
      before: { likelihood: 4, consequence: 2 },
      controls: [
        { level: 'administrative', text: 'Grind in short bursts; unit 3 residents told the times' },
        { level: 'ppe', text: 'Class 5 earmuffs' },
      ],
      after: { likelihood: 3, consequence: 2 },
    },
  ],
};

const LIFT: TJsaStepInput = {
  description: 'Lift the tiles with a chisel and scraper',
  hazards: [
    {
      hazard: 'Cuts from broken tile edges',
      before: { likelihood: 3, consequence: 2 },
      controls: [
        { level: 'administrative', text: 'Lift with the scraper, never by hand under the tile' },
        { level: 'ppe', text: 'Cut-resistant gloves' },
      ],
      after: { likelihood: 2, consequence: 2 },
    },
    {
      hazard: 'Manual handling: kneeling and prying',
      before: { likelihood: 3, consequence: 3 },
      controls: [
        { level: 'engineering', text: 'Long-handled floor scraper for the screed' },
        { level: 'administrative', text: 'Knee pads on; swap between cutting and lifting every 30 minutes' },
      ],
      after: { likelihood: 2, consequence: 2 },
    },
  ],
};

/** Added in version 2, after Will asked how the bags get down. */
const WASTE: TJsaStepInput = {
  description: 'Bag the waste and lower it to the skip by the common stairs',
  hazards: [
    {
      hazard: 'Heavy bags on the stairs',
      before: { likelihood: 4, consequence: 3 },
      controls: [
        { level: 'substitution', text: 'Half-fill the bags, under 15 kg each' },
        { level: 'administrative', text: 'Carry in pairs, one bag each, down the common stairs' },
      ],
      after: { likelihood: 2, consequence: 3 },
    },
    {
      hazard: 'Waste falling from the balcony',
      before: { likelihood: 3, consequence: 4 },
      controls: [{ level: 'elimination', text: 'Nothing goes over the edge: every bag goes down the stairs' }],
      after: { likelihood: 1, consequence: 4 },
    },
  ],
};

const PPE = ['Safety glasses', 'Face shield', 'P2 respirator', 'Class 5 earmuffs', 'Cut-resistant gloves', 'Knee pads', 'Steel-capped boots'];
const NOTES = 'Gusts to 40 km/h this morning: nothing loose on the balcony. The barricade under unit 3 stays up until the slab is swept.';

type Person = AuthContext & { companyId: string; name: string };

/** Sam, Will, the strip-out job and its SWMS. */
async function findDemoRecords(ctx: AppContext, companyId: string) {
  return withSystem(ctx.db, async (tx) => {
    const people = await tx
      .select({ id: users.id, email: users.email, roles: users.roles, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, [SUPERVISOR_EMAIL, WORKER_EMAIL])));
    const person = (email: string): Person => {
      const found = people.find((row) => row.email === email);
      if (!found) throw new Error(`the demo JSA needs ${email}`);
      return { userId: found.id, companyId, roles: found.roles, impersonatorId: null, name: `${found.firstName} ${found.lastName}` };
    };
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.title, DEMO_SWMS_JOB)));
    if (!job) throw new Error(`the demo JSA needs the job '${DEMO_SWMS_JOB}'`);
    const [jobSwms] = await tx
      .select({ id: swms.id })
      .from(swms)
      .where(and(eq(swms.companyId, companyId), eq(swms.jobId, job.id), isNull(swms.deletedAt)));
    return { sam: person(SUPERVISOR_EMAIL), will: person(WORKER_EMAIL), jobId: job.id, swmsId: jobSwms?.id ?? null };
  });
}

const signature = async (ctx: AppContext, person: AuthContext) =>
  (await uploadFile(ctx, person, { fileType: 'jsa_signature', name: 'signature.png', bytes: demoSignaturePng() })).id;

/** Adds the demo company's JSA; run once, after its people, jobs and SWMS exist. */
export async function seedDemoJsa(ctx: AppContext, companyId: string): Promise<TJsa> {
  const { sam, will, jobId, swmsId } = await findDemoRecords(ctx, companyId);
  const now = Date.now();
  const v1 = await createJsa(
    ctx,
    sam,
    ZNewJsaSchema.parse({
      id: randomUUID(),
      at: new Date(now - 120 * MINUTE).toISOString(),
      jobId,
      source: swmsId ? { kind: 'swms_activity', swmsId, activityName: DEMO_JSA_ACTIVITY } : { kind: 'blank' },
      task: DEMO_JSA_TASK,
      steps: [SET_UP, CUT, LIFT],
      ppe: PPE,
      notes: NOTES,
    }),
  );
  await signJsa(
    ctx,
    will,
    v1.id,
    ZJsaSignSchema.parse({ fileId: await signature(ctx, will), commandId: randomUUID(), at: new Date(now - 110 * MINUTE).toISOString(), version: 1 }),
  );
  const v2 = await saveJsa(ctx, sam, v1.id, ZUpdateJsaSchema.parse({ ...v1.content, steps: [SET_UP, CUT, LIFT, WASTE], basedOn: v1.version }));
  await signJsa(ctx, sam, v2.id, ZJsaSignSchema.parse({ fileId: await signature(ctx, sam), version: v2.version }));
  return signOnJsaAttendee(
    ctx,
    sam,
    v2.id,
    ZJsaAttendeeSchema.parse({ fileId: await signature(ctx, sam), signerName: DEMO_JSA_VISITOR, commandId: randomUUID(), version: v2.version }),
  );
}
