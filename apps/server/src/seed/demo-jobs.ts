import type { TAssignmentStatus, TJobStatus } from '@hivis/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { jobAssignments, jobNotes, jobs, projects, users } from '../db/schema/index.js';
import { DEMO_PROJECT_NEWSTEAD, DEMO_PROJECT_PADDINGTON, DEMO_PROJECT_WYNNUM } from './demo-projects.js';

/*
 * The demo company's jobs: ten jobs across its three projects, some done, some under way, most
 * coming up, with times relative to the day the demo is seeded, so the lists, My Jobs and the
 * schedule always look current. The supervisor and the worker have accepted a few of them.
 */

const BRISBANE_OFFSET_HOURS = 10; // Queensland keeps no daylight saving.
const HOUR = 60 * 60 * 1000;

/** A wall-clock time in Brisbane, some days from today. */
function brisbaneAt(now: Date, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + BRISBANE_OFFSET_HOURS * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour - BRISBANE_OFFSET_HOURS, minute));
}

type TDemoJob = {
  project: string;
  title: string;
  description: string;
  scope: string;
  status: TJobStatus;
  /** Day from today, start hour and end hour in Brisbane; the end may fall on a later day. */
  when: { day: number; start: number; endDay?: number; end: number };
  notes?: string;
  people?: Partial<Record<'supervisor' | 'worker', TAssignmentStatus>>;
  log?: string[];
};

const DEMO_JOBS: TDemoJob[] = [
  {
    project: DEMO_PROJECT_NEWSTEAD,
    title: 'Strip out existing ceiling grid',
    description: 'Remove the old suspended ceiling grid and tiles on level 3.',
    scope: 'Level 3, whole floor. Services to stay live.',
    status: 'COMPLETED',
    when: { day: -9, start: 7, end: 15 },
    people: { worker: 'accepted' },
  },
  {
    project: DEMO_PROJECT_WYNNUM,
    title: 'Scaffold inspection, east elevation',
    description: 'Scaffold handover inspection before balcony works.',
    scope: 'East elevation scaffold, levels 1 to 4.',
    status: 'CANCELLED',
    when: { day: -3, start: 8, end: 10 },
    notes: 'Scaffolder inspected it themselves; not needed.',
  },
  {
    project: DEMO_PROJECT_PADDINGTON,
    title: 'Kitchen demolition and make safe',
    description: 'Remove the kitchen cabinets, benchtops and tiles; cap services.',
    scope: 'Kitchen only. Laundry untouched.',
    status: 'COMPLETED',
    when: { day: -5, start: 7, end: 14 },
    people: { worker: 'accepted' },
    log: ['Gas capped by the plumber before demolition.'],
  },
  {
    project: DEMO_PROJECT_NEWSTEAD,
    title: 'Install partition framing, level 3',
    description: 'Steel stud framing for the new meeting rooms and offices.',
    scope: 'Grid lines C to F, level 3.',
    status: 'IN_PROGRESS',
    when: { day: -1, start: 7, endDay: 2, end: 15 },
    notes: 'Loading dock booked 6:30 AM each day. Sign in with building security.',
    people: { supervisor: 'accepted', worker: 'accepted' },
    log: ['Framing delivery arrived, stacked in the north corner.', 'Rooms 3.04 and 3.05 framed. Door heads to check tomorrow.'],
  },
  {
    project: DEMO_PROJECT_WYNNUM,
    title: 'Remove tiles and old membrane, units 1 to 4',
    description: 'Strip balcony tiles, screed and failed membrane back to the slab.',
    scope: 'Balconies of units 1 to 4.',
    status: 'IN_PROGRESS',
    when: { day: 0, start: 7, end: 15 },
    notes: 'Residents notified. Keep the walkway clear.',
    people: { worker: 'accepted', supervisor: 'accepted' },
  },
  {
    project: DEMO_PROJECT_PADDINGTON,
    title: 'Laundry plumbing rough-in',
    description: 'Relocate the washing machine taps and waste; new floor waste.',
    scope: 'Laundry. Plumber on site from 8 AM.',
    status: 'PENDING',
    when: { day: 2, start: 8, end: 12 },
    people: { worker: 'accepted', supervisor: 'offered' },
  },
  {
    project: DEMO_PROJECT_NEWSTEAD,
    title: 'Electrical rough-in coordination',
    description: 'Walk the floor with the electrician and mark out power and data.',
    scope: 'Level 3 offices and meeting rooms.',
    status: 'PENDING',
    when: { day: 3, start: 9, end: 11 },
    people: { supervisor: 'accepted' },
  },
  {
    project: DEMO_PROJECT_WYNNUM,
    title: 'Apply waterproof membrane',
    description: 'Prime and apply two coats of liquid membrane with upturns.',
    scope: 'Balconies of units 1 to 4, after the slab is dry.',
    status: 'PENDING',
    when: { day: 4, start: 7, end: 15 },
    people: { supervisor: 'accepted' },
  },
  {
    project: DEMO_PROJECT_NEWSTEAD,
    title: 'Set out and hang plasterboard',
    description: 'Sheet the new partitions, both sides.',
    scope: 'Level 3 partitions framed in the earlier job.',
    status: 'PENDING',
    when: { day: 6, start: 7, endDay: 8, end: 15 },
  },
  {
    project: DEMO_PROJECT_WYNNUM,
    title: 'Install glass balustrade',
    description: 'Fit the new frameless glass balustrade with spigots.',
    scope: 'Balconies of units 1 to 4.',
    status: 'PENDING',
    when: { day: 12, start: 7, end: 16 },
  },
];

/** Adds the demo jobs; run after the demo projects and the demo people exist. */
export async function seedDemoJobs(tx: Tx, companyId: string): Promise<void> {
  const now = new Date();
  const projectRows = await tx
    .select({ id: projects.id, name: projects.name, worksiteId: projects.worksiteId })
    .from(projects)
    .where(eq(projects.companyId, companyId));
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, ['owner@demo.hivis.test', 'supervisor@demo.hivis.test', 'worker@demo.hivis.test'])));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const owner = idOf('owner@demo.hivis.test');
  const staff = { supervisor: idOf('supervisor@demo.hivis.test'), worker: idOf('worker@demo.hivis.test') };

  for (const [index, demo] of DEMO_JOBS.entries()) {
    const project = projectRows.find((row) => row.name === demo.project);
    if (!project) throw new Error(`demo project missing: ${demo.project}`);
    const scheduledEnd = brisbaneAt(now, demo.when.endDay ?? demo.when.day, demo.when.end);
    // Created one after another over the last days, so the list's newest-first order reads well.
    const createdAt = new Date(now.getTime() - (DEMO_JOBS.length - index) * 6 * HOUR);
    const [job] = await tx
      .insert(jobs)
      .values({
        companyId,
        projectId: project.id,
        worksiteId: project.worksiteId,
        title: demo.title,
        description: demo.description,
        scope: demo.scope,
        jobNumber: `J-${String(index + 1).padStart(4, '0')}`,
        status: demo.status,
        scheduledStart: brisbaneAt(now, demo.when.day, demo.when.start),
        scheduledEnd,
        notes: demo.notes ?? null,
        createdBy: owner,
        completedAt: demo.status === 'COMPLETED' ? scheduledEnd : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: jobs.id });
    if (!job) throw new Error(`demo job not inserted: ${demo.title}`);

    for (const [who, status] of Object.entries(demo.people ?? {})) {
      const userId = staff[who as keyof typeof staff];
      if (!userId) continue;
      await tx
        .insert(jobAssignments)
        .values({ companyId, jobId: job.id, userId, status, assignedBy: owner, respondedAt: status === 'offered' ? null : createdAt });
    }
    for (const [position, body] of (demo.log ?? []).entries()) {
      await tx
        .insert(jobNotes)
        .values({ companyId, jobId: job.id, authorId: staff.supervisor ?? owner, body, createdAt: new Date(createdAt.getTime() + (position + 1) * HOUR) });
    }
  }
}
