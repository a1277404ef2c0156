import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, dayIn, instantOf, ZNewPrestartTalkSchema, ZPrestartTalkAttendeeSchema } from '@hivis/contracts';
import { jobs, users } from '../db/schema/index.js';
import { uploadFile } from '../modules/files/files.service.js';
import { signOnAttendee } from '../modules/prestart-talks/prestart-talk-attendee.service.js';
import { recordPrestartTalk } from '../modules/prestart-talks/prestart-talk.service.js';
import type { AuthContext } from '../platform/auth/access-token.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { demoSignaturePng } from './demo-signature.js';
import { DEMO_SWMS_JOB } from './demo-swms.js';

/*
 * The demo company's pre-start talks on the Wynnum strip-out, so Pre-Start Talks shows today's
 * done and yesterday's in the list: this morning's, given by Sam Supervisor on the windy morning,
 * signed on his phone by Will Worker and the two tilers of the subcontractor; and yesterday's.
 * Recorded and signed through the talks' services, as the phone's outbox sends them.
 */

// DEMO_ACCOUNTS of demo.ts, which calls this file (an import back would be circular).
const SUPERVISOR_EMAIL = 'supervisor@demo.hivis.test';
const WORKER_EMAIL = 'worker@demo.hivis.test';
const TIME_ZONE = 'Australia/Brisbane';
const MINUTE = 60_000;

/** The subcontractor's tilers: not the company's people, so they sign by name. */
export const DEMO_TALK_VISITORS = ['Jake Morrison', 'Priya Nair'] as const;

export const DEMO_TALK_TOPICS = ['Today’s tasks and the SWMS', 'Working at heights', 'Hazardous substances and dust', 'PPE for today'] as const;

/** 6:45 this morning on the company's clock, or a few minutes ago when the demo is made before then. */
function thisMorning(now: Date): Date {
  const today = dayIn(now, TIME_ZONE);
  const morning = instantOf(today, '06:45', TIME_ZONE);
  const lately = new Date(Math.max(instantOf(today, '00:00', TIME_ZONE).getTime(), now.getTime() - 10 * MINUTE));
  return morning.getTime() < lately.getTime() ? morning : lately;
}

/** A sign-on `minutes` after the talk began, never after now, the `left` still to sign a second apart before it (the register keeps their order). */
const signedAt = (heldAt: Date, minutes: number, now: Date, left: number) =>
  new Date(Math.min(heldAt.getTime() + minutes * MINUTE, now.getTime() - left * 1000)).toISOString();

type Attendee = { signerName: string; userId?: string };

/** Records a talk from Sam's phone and signs each attendee on it, a minute apart. */
async function holdTalk(
  ctx: AppContext,
  presenter: AuthContext,
  talk: { jobId: string; at: Date; topics: string[]; hazards: string; notes?: string },
  crew: Attendee[],
) {
  const now = new Date();
  const recorded = await recordPrestartTalk(
    ctx,
    presenter,
    ZNewPrestartTalkSchema.parse({
      id: randomUUID(),
      jobId: talk.jobId,
      topics: talk.topics,
      hazards: talk.hazards,
      notes: talk.notes,
      at: talk.at.toISOString(),
    }),
  );
  for (const [index, attendee] of crew.entries()) {
    const signature = await uploadFile(ctx, presenter, { fileType: 'prestart_talk_signature', name: 'signature.png', bytes: demoSignaturePng() });
    await signOnAttendee(
      ctx,
      presenter,
      recorded.id,
      ZPrestartTalkAttendeeSchema.parse({ ...attendee, fileId: signature.id, at: signedAt(talk.at, 12 + index, now, crew.length - index) }),
    );
  }
}

/** Adds the demo company's pre-start talks; run once, after its people and jobs exist. */
export async function seedDemoPrestartTalks(ctx: AppContext, companyId: string): Promise<void> {
  const { people, job } = await withSystem(ctx.db, async (tx) => ({
    people: await tx
      .select({ id: users.id, email: users.email, roles: users.roles, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, [SUPERVISOR_EMAIL, WORKER_EMAIL]))),
    job: (
      await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.title, DEMO_SWMS_JOB)))
    )[0],
  }));
  const person = (email: string) => {
    const found = people.find((row) => row.email === email);
    if (!found) throw new Error(`the demo pre-start talks need ${email}`);
    return found;
  };
  if (!job) throw new Error(`the demo pre-start talks need the job '${DEMO_SWMS_JOB}'`);
  const sam = person(SUPERVISOR_EMAIL);
  const will = person(WORKER_EMAIL);
  const presenter: AuthContext = { userId: sam.id, companyId, roles: sam.roles, impersonatorId: null };
  const willSigns: Attendee = { userId: will.id, signerName: `${will.firstName} ${will.lastName}` };
  const morning = thisMorning(new Date());

  await holdTalk(
    ctx,
    presenter,
    {
      jobId: job.id,
      at: instantOf(addDays(dayIn(morning, TIME_ZONE), -1), '06:40', TIME_ZONE),
      topics: ['Today’s tasks and the SWMS', 'Manual handling', 'Emergency procedures and first aid'],
      hazards: 'Units 1 and 2 today. Bags of broken tile are heavy: carry them down the stairs in pairs, never over the edge.',
    },
    [willSigns, { signerName: DEMO_TALK_VISITORS[0] }],
  );
  await holdTalk(
    ctx,
    presenter,
    {
      jobId: job.id,
      at: morning,
      topics: [...DEMO_TALK_TOPICS],
      hazards:
        'Windy this morning, gusts to 40 km/h: nothing loose left on the balcony edges. Barricade the garden under unit 3 while chipping. Wet the slab first to keep the dust down.',
      notes: 'Skip bin swap at 10 am: keep the driveway clear.',
    },
    [willSigns, ...DEMO_TALK_VISITORS.map((signerName) => ({ signerName }))],
  );
}
