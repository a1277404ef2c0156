import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SWMS_FILL_IN, ZUpdateSwmsSchema } from '@hivis/contracts';
import type { TSwms, TUpdateSwmsInput } from '@hivis/contracts';
import type { Tx } from '../db/client.js';
import { jobs, swmsWorkActivities, users } from '../db/schema/index.js';
import { uploadFile } from '../modules/files/files.service.js';
import { generateSwms } from '../modules/swms/generate/generate.service.js';
import { signAsUser } from '../modules/swms/signing/sign.service.js';
import { createSwms, updateSwms } from '../modules/swms/swms.service.js';
import type { AuthContext } from '../platform/auth/access-token.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { demoSignaturePng } from './demo-signature.js';

/*
 * The demo company's one finished SWMS, so View SWMS and the job show the product at work from
 * the first sign-in: the balcony strip-out at Wynnum, which is under way today. It is made the
 * way the owner makes one in the builder (started from the job, so the services fill in the
 * company, project and site; each step saved; activities copied from the starter library),
 * issued with Generate, and signed by the site supervisor with a drawn signature, which puts
 * him in the PDF's sign-on register.
 */

export const DEMO_SWMS_JOB = 'Remove tiles and old membrane, units 1 to 4';

/**
 * Starter library activities the strip-out needs, in the order the SWMS lists them. The membrane
 * is the temporary coat a bare slab gets at the end of a shift (the last site note), and brings
 * the library's hazard of working on a balcony edge.
 */
export const DEMO_SWMS_ACTIVITIES = ['Remove old tiles and screeds', 'Cut tiles with a wet saw or grinder', 'Apply waterproofing membrane'] as const;

// DEMO_ACCOUNTS of demo.ts, which calls this file (an import back would be circular).
const OWNER_EMAIL = 'owner@demo.hivis.test';
const SUPERVISOR_EMAIL = 'supervisor@demo.hivis.test';
const OWNER_PHONE = '07 3555 0000';
const SUPERVISOR = { name: 'Sam Supervisor', position: 'Site supervisor', phone: '0412 555 010', email: SUPERVISOR_EMAIL };

/** The answers the owner gives for the site where the suggested emergency text leaves a gap, in its order. */
const EMERGENCY_ANSWERS = [
  'the site van, parked in the visitor bays at the front of the block (with the eye-wash bottles)',
  `${SUPERVISOR.name} (${SUPERVISOR.phone})`,
  'the footpath at the front gate, by the letterboxes',
];

const WORKER_CONSULTATION = [
  'Sam Supervisor went through this SWMS with Will Worker and the tiling crew at the pre-start on the first morning, on the level 1 balcony of unit 1.',
  'The crew asked for broken tiles and screed to go down in bags by the common stairs instead of over the balcony edge, and for the slabs to be wetted before chipping; both are in the site notes and the controls.',
].join(' ');

const SITE_NOTES = [
  'Residents stay in their units: work one balcony at a time, keep its door closed and barricade the garden below while chipping.',
  'Bag broken tiles and screed and carry them down the common stairs; nothing is thrown or dropped over the edge.',
  'Do not lean on or take off the old balustrades; report any that move to Sam Supervisor before going on.',
  'A slab left bare at the end of a shift gets primer and a coat of membrane on the upturns, so rain cannot get into the units below.',
].join('\n');

type SignedIn = AuthContext & { companyId: string };
type DemoRecords = { owner: SignedIn; supervisor: SignedIn; jobId: string; tradeIds: string[]; activityIds: string[] };

/** The people, the job and the public library activities the demo SWMS is made from. */
async function findDemoRecords(tx: Tx, companyId: string): Promise<DemoRecords> {
  const staff = await tx
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, [OWNER_EMAIL, SUPERVISOR_EMAIL])));
  const signedIn = (email: string): SignedIn => {
    const person = staff.find((row) => row.email === email);
    if (!person) throw new Error(`the demo SWMS needs ${email}`);
    return { userId: person.id, companyId, roles: person.roles, impersonatorId: null };
  };
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.title, DEMO_SWMS_JOB)));
  if (!job) throw new Error(`the demo SWMS needs the job '${DEMO_SWMS_JOB}'`);
  const library = await tx
    .select({ id: swmsWorkActivities.id, name: swmsWorkActivities.name, tradeId: swmsWorkActivities.tradeId })
    .from(swmsWorkActivities)
    .where(and(eq(swmsWorkActivities.isPublic, true), isNull(swmsWorkActivities.companyId), inArray(swmsWorkActivities.name, [...DEMO_SWMS_ACTIVITIES])));
  const chosen = DEMO_SWMS_ACTIVITIES.map((name) => {
    const row = library.find((activity) => activity.name === name);
    if (!row) throw new Error(`the demo SWMS needs the starter library activity '${name}'`);
    return row;
  });
  return {
    owner: signedIn(OWNER_EMAIL),
    supervisor: signedIn(SUPERVISOR_EMAIL),
    jobId: job.id,
    tradeIds: [...new Set(chosen.map((row) => row.tradeId))],
    activityIds: chosen.map((row) => row.id),
  };
}

/** Adds the demo SWMS to the demo company; run once, after the company and its jobs exist. */
export async function seedDemoSwms(ctx: AppContext, companyId: string): Promise<void> {
  const found = await withSystem(ctx.db, (tx) => findDemoRecords(tx, companyId));
  const draft = await createSwms(ctx, found.owner, { jobId: found.jobId });
  await buildLikeTheOwner(ctx, found.owner, draft, found);
  await generateSwms(ctx, found.owner, draft.id);
  await signAsSupervisor(ctx, found.supervisor, draft.id);
}

/** The builder's steps in its order, each saved as its screen saves it. */
async function buildLikeTheOwner(ctx: AppContext, owner: AuthContext, draft: TSwms, library: { tradeIds: string[]; activityIds: string[] }): Promise<void> {
  const save = (input: TUpdateSwmsInput) => updateSwms(ctx, owner, draft.id, ZUpdateSwmsSchema.parse(input));
  const prefilled = draft.content;
  // Balconies up to level 4, and tile beds in a block of this age may hide asbestos (see the first activity).
  await save({ step: 'job_details', content: { hrcwCodes: ['fall_over_2m', 'asbestos'] } });
  await save({
    step: 'employees',
    content: {
      preparedBy: { ...prefilled.preparedBy, position: 'Director', phone: OWNER_PHONE },
      approvedBy: { ...prefilled.approvedBy, position: 'Director', phone: OWNER_PHONE },
      supervisor: SUPERVISOR,
      workerConsultation: WORKER_CONSULTATION,
      emergencyProcedures: fillInGaps(prefilled.emergencyProcedures, EMERGENCY_ANSWERS),
      siteNotes: SITE_NOTES,
    },
  });
  await save({ step: 'trades', content: { tradeIds: library.tradeIds }, activityIds: library.activityIds });
  await save({ step: 'confirm_details' });
}

/** The suggested text with each "(fill in)" replaced by the site's answer, as the owner types them in. */
function fillInGaps(text: string, answers: readonly string[]): string {
  let next = 0;
  const filled = text.replaceAll(SWMS_FILL_IN, () => answers[next++] ?? SWMS_FILL_IN);
  if (next !== answers.length || filled.includes(SWMS_FILL_IN)) throw new Error('the suggested emergency text no longer has the gaps the demo SWMS fills in');
  return filled;
}

/** Sam signs version 1 on his phone: his drawn signature is uploaded, then he signs with it. */
async function signAsSupervisor(ctx: AppContext, supervisor: AuthContext, swmsId: string): Promise<void> {
  const signature = await uploadFile(ctx, supervisor, { fileType: 'swms_signature_photo', name: 'signature.png', bytes: demoSignaturePng() });
  // signAsUser produces the version's PDF again, with his signature in the register.
  await signAsUser(ctx, supervisor, { swmsId, fileId: signature.id, preStartTalk: 'presented' });
}
