import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { clients, contacts, jobAssignments, jobs, projects, timeEntries, worksites } from '../src/db/schema/index.js';
import type { ClientRow, ContactRow, JobAssignmentRow, JobRow, ProjectRow, TimeEntryRow, WorksiteRow } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';

/*
 * The chain of work records (worksite → project → job → assignment → shift, and the clients and
 * contacts of projects), written straight to the database like factories.ts, so a test of one
 * step does not depend on the routes of the others.
 */

const unique = () => randomBytes(4).toString('hex');

async function insertOne<T>(db: Db, write: (tx: Parameters<Parameters<typeof withSystem>[1]>[0]) => Promise<T[]>, what: string): Promise<T> {
  const [row] = await withSystem(db, write);
  if (!row) throw new Error(`${what}: no row returned`);
  return row;
}

export function buildWorksite(db: Db, companyId: string, overrides: Partial<typeof worksites.$inferInsert> = {}): Promise<WorksiteRow> {
  return insertOne(
    db,
    (tx) =>
      tx
        .insert(worksites)
        .values({ companyId, name: `Site ${unique()}`, ...overrides })
        .returning(),
    'buildWorksite',
  );
}

/** A project; without a worksite id a new worksite of the company is made for it. */
export async function buildProject(db: Db, companyId: string, overrides: Partial<typeof projects.$inferInsert> = {}): Promise<ProjectRow> {
  const worksiteId = overrides.worksiteId ?? (await buildWorksite(db, companyId)).id;
  return insertOne(
    db,
    (tx) =>
      tx
        .insert(projects)
        .values({ companyId, worksiteId, name: `Project ${unique()}`, ...overrides })
        .returning(),
    'buildProject',
  );
}

/** A job; without a project id a new project (and worksite) is made for it. */
export async function buildJob(db: Db, companyId: string, overrides: Partial<typeof jobs.$inferInsert> = {}): Promise<JobRow> {
  let { projectId, worksiteId } = overrides;
  if (!projectId) {
    const project = await buildProject(db, companyId, worksiteId ? { worksiteId } : {});
    projectId = project.id;
    worksiteId = project.worksiteId;
  }
  if (!worksiteId) throw new Error('buildJob: pass worksiteId with projectId');
  const values = { companyId, title: `Job ${unique()}`, ...overrides, projectId, worksiteId };
  return insertOne(db, (tx) => tx.insert(jobs).values(values).returning(), 'buildJob');
}

export function buildAssignment(
  db: Db,
  job: Pick<JobRow, 'id' | 'companyId'>,
  userId: string,
  overrides: Partial<typeof jobAssignments.$inferInsert> = {},
): Promise<JobAssignmentRow> {
  return insertOne(
    db,
    (tx) =>
      tx
        .insert(jobAssignments)
        .values({ companyId: job.companyId, jobId: job.id, userId, ...overrides })
        .returning(),
    'buildAssignment',
  );
}

/** A shift written straight to the database, for weeks and exports with exact times. */
export function buildEntry(
  db: Db,
  job: Pick<JobRow, 'id' | 'companyId'>,
  userId: string,
  values: Partial<typeof timeEntries.$inferInsert> & { clockInAt: Date },
): Promise<TimeEntryRow> {
  return insertOne(
    db,
    (tx) =>
      tx
        .insert(timeEntries)
        .values({ companyId: job.companyId, jobId: job.id, userId, ...values })
        .returning(),
    'buildEntry',
  );
}

export function buildClient(db: Db, companyId: string, name: string, archived = false): Promise<ClientRow> {
  return insertOne(
    db,
    (tx) =>
      tx
        .insert(clients)
        .values({ companyId, name, archivedAt: archived ? new Date() : null })
        .returning(),
    'buildClient',
  );
}

export function buildContact(db: Db, companyId: string, clientId: string | null, firstName: string, archived = false): Promise<ContactRow> {
  return insertOne(
    db,
    (tx) =>
      tx
        .insert(contacts)
        .values({ companyId, clientId, firstName, lastName: 'Nair', position: 'Development manager', archivedAt: archived ? new Date() : null })
        .returning(),
    'buildContact',
  );
}
