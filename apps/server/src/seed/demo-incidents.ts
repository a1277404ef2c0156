import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ZIncidentActionBodySchema, ZIncidentInvestigationBodySchema, ZIncidentNotificationBodySchema, ZNewIncidentSchema } from '@hivis/contracts';
import { incidents, jobs, users } from '../db/schema/index.js';
import { uploadFile } from '../modules/files/files.service.js';
import { recordNotification, reportIncident } from '../modules/incidents/incident-report.service.js';
import { addCorrectiveAction, markCorrectiveActionDone, saveInvestigation, signOffIncident } from '../modules/incidents/incident-investigation.service.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { demoCrackedTilePng } from './demo-photo.js';
import { DEMO_SWMS_JOB } from './demo-swms.js';

/*
 * The demo company's incidents, so Incident Reports shows each part at work: a grinder kick-back on
 * the Wynnum strip-out four days ago that cut a worker's forearm (notifiable in Queensland: WHSQ
 * was phoned and sent its written notice, the investigation found the guard off, one corrective action done and one still
 * open for Sam); this morning's dropped hammer from the level 3 edge (a dangerous incident: WHSQ
 * asked for a written notice, so its 48-hour clock runs); and last month's reversing ute that dented the gate (not
 * notifiable, signed off). Reported and followed up through the incidents' services.
 */

const OWNER_EMAIL = 'owner@demo.hivis.test';
const SUPERVISOR_EMAIL = 'supervisor@demo.hivis.test';
const WORKER_EMAIL = 'worker@demo.hivis.test';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A day (YYYY-MM-DD) `days` from today, for due dates. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Adds the demo company's incidents; run once, after its people and jobs exist. */
export async function seedDemoIncidents(ctx: AppContext, companyId: string): Promise<void> {
  const { people, job } = await withSystem(ctx.db, async (tx) => ({
    people: await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, [OWNER_EMAIL, SUPERVISOR_EMAIL, WORKER_EMAIL]))),
    job: (
      await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.title, DEMO_SWMS_JOB)))
    )[0],
  }));
  const person = (email: string) => {
    const found = people.find((row) => row.email === email);
    if (!found) throw new Error(`the demo incidents need ${email}`);
    return found;
  };
  if (!job) throw new Error('the demo incidents need the strip-out job');
  const owner = { userId: person(OWNER_EMAIL).id, companyId, roles: ['PAH'], impersonatorId: null };
  const supervisor = { userId: person(SUPERVISOR_EMAIL).id, companyId, roles: ['SAH'], impersonatorId: null };
  const worker = person(WORKER_EMAIL);
  const workerName = `${worker.firstName} ${worker.lastName}`;

  // 1. The kick-back: reported from the phone with a photo, answered notifiable, WHSQ phoned.
  const photo = await uploadFile(ctx, supervisor, { fileType: 'incident_photo', name: 'cracked-tile.png', bytes: demoCrackedTilePng() });
  const cut = await reportIncident(
    ctx,
    supervisor,
    ZNewIncidentSchema.parse({
      id: randomUUID(),
      types: ['injury'],
      occurredAt: ago(4 * DAY),
      jobId: job.id,
      location: 'Unit 3 balcony, level 2',
      description:
        'Cutting out old tiles with the 125 mm grinder, the disc caught the tile edge and kicked back. The grinder swung round and cut Will’s left forearm through the sleeve.',
      immediateActions:
        'Grinder unplugged and tagged out. Pressure on the wound with the first aid kit dressing, then Sam drove Will to the QEII emergency department, where it was stitched.',
      people: [
        {
          name: workerName,
          kind: 'worker',
          userId: worker.id,
          harm: 'injury',
          injury: 'Deep cut to the left forearm, 6 stitches',
          bodyParts: ['arm'],
          treatment: 'hospital',
        },
      ],
      witnesses: [
        { name: 'Sam Supervisor', phone: '0400 111 222', statement: 'Heard the grinder bind and saw it swing back; the side handle was not fitted.' },
      ],
      photoFileIds: [photo.id],
      answers: { jurisdiction: 'QLD', criteria: ['treatment_lacerations'] },
      at: ago(4 * DAY - 40 * 60_000),
    }),
  );
  await recordNotification(
    ctx,
    supervisor,
    cut.id,
    ZIncidentNotificationBodySchema.parse({
      notifiedAt: ago(4 * DAY - HOUR),
      notifiedBy: 'Sam Supervisor',
      method: 'phone',
      reference: 'WHSQ 2611-0457',
      writtenNoticeAsked: true,
      writtenNoticeAt: ago(3 * DAY),
    }),
  );
  await saveInvestigation(
    ctx,
    owner,
    cut.id,
    ZIncidentInvestigationBodySchema.parse({
      contributingFactors: ['plant', 'procedures', 'supervision'],
      whys: [
        'The grinder kicked back when the disc caught a tile edge.',
        'It was held one-handed: the side handle was off.',
        'The handle had been taken off to reach under the balustrade.',
        'The SWMS step for tile removal did not say how to cut in tight spots.',
        'The SWMS was written from a general template and never reviewed for balcony work.',
      ],
      rootCause: 'No safe method for cutting in tight spots, so the guard and handle were taken off to get the job done.',
    }),
  );
  const withAction = await addCorrectiveAction(
    ctx,
    owner,
    cut.id,
    ZIncidentActionBodySchema.parse({
      description: 'Tag out the grinder and check the guard and side handle before it is used again.',
      ownerId: supervisor.userId,
      dueOn: dayFromNow(-3),
    }),
  );
  const checked = withAction.actions[0];
  if (checked) await markCorrectiveActionDone(ctx, supervisor, checked.id, { note: 'Guard and handle refitted; tested and back in the van.' });
  await addCorrectiveAction(
    ctx,
    owner,
    cut.id,
    ZIncidentActionBodySchema.parse({
      description: 'Add a tight-spot cutting step to the balcony SWMS (multi-tool, not a grinder) and brief the crew at the pre-start.',
      ownerId: supervisor.userId,
      dueOn: dayFromNow(3),
    }),
  );

  // 2. This morning's dropped hammer: a dangerous incident; WHSQ, phoned, asked for a written notice: its clock runs.
  const hammer = await reportIncident(
    ctx,
    supervisor,
    ZNewIncidentSchema.parse({
      id: randomUUID(),
      types: ['near_miss', 'dangerous_incident'],
      occurredAt: ago(2 * HOUR),
      jobId: job.id,
      location: 'Level 3 edge, above the front path',
      description: 'A lump hammer slid off the level 3 balcony edge and landed on the front path, about 2 m from a delivery driver. Nobody was hit.',
      immediateActions: 'Path closed with barriers, toe boards checked on every balcony, tools tethered above level 1.',
      answers: { jurisdiction: 'QLD', criteria: ['dangerous_fall_from_height'] },
      at: ago(HOUR + 45 * 60_000),
    }),
  );
  await recordNotification(
    ctx,
    supervisor,
    hammer.id,
    ZIncidentNotificationBodySchema.parse({
      notifiedAt: ago(HOUR + 30 * 60_000),
      notifiedBy: 'Sam Supervisor',
      method: 'phone',
      reference: 'WHSQ 2611-0502',
      writtenNoticeAsked: true,
    }),
  );

  // 3. Last month's dented gate: not notifiable, looked into and signed off.
  const gate = await reportIncident(
    ctx,
    owner,
    ZNewIncidentSchema.parse({
      id: randomUUID(),
      types: ['property_damage'],
      occurredAt: ago(26 * DAY),
      jobId: job.id,
      location: 'Front gate',
      description: 'The delivery ute reversed into the open site gate and bent its frame. Nobody was near.',
      immediateActions: 'Gate propped and closed off; the supplier told.',
      answers: { jurisdiction: 'QLD', criteria: [] },
    }),
  );
  await saveInvestigation(
    ctx,
    owner,
    gate.id,
    ZIncidentInvestigationBodySchema.parse({ contributingFactors: ['environment'], rootCause: 'No spotter for deliveries through the narrow gate.' }),
  );
  await signOffIncident(ctx, owner, gate.id, { comment: 'Deliveries now need a spotter; noted in the site rules.' });
  // Reported the hour it happened and signed off that week (a phone sends nothing older than 7 days).
  await withSystem(ctx.db, (tx) =>
    tx
      .update(incidents)
      .set({
        reportedAt: new Date(Date.now() - 26 * DAY + HOUR),
        answeredAt: new Date(Date.now() - 26 * DAY + HOUR),
        signedOffAt: new Date(Date.now() - 24 * DAY),
      })
      .where(eq(incidents.id, gate.id)),
  );
}
