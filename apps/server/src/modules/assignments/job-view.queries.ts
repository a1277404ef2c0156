import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, jobFiles, jobNotes, users } from '../../db/schema/index.js';

/** The job's latest notes, newest first, with their authors' names. */
export function findLatestJobNotes(db: DbOrTx, companyId: string, jobId: string, limit: number) {
  return db
    .select({ id: jobNotes.id, body: jobNotes.body, createdAt: jobNotes.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(jobNotes)
    .leftJoin(users, eq(users.id, jobNotes.authorId))
    .where(and(eq(jobNotes.companyId, companyId), eq(jobNotes.jobId, jobId)))
    .orderBy(desc(jobNotes.createdAt), desc(jobNotes.id))
    .limit(limit);
}

/** The job's first files, in the order they were attached. */
export function findJobFiles(db: DbOrTx, companyId: string, jobId: string, limit: number) {
  return db
    .select({ id: files.id, name: files.name, contentType: files.contentType })
    .from(jobFiles)
    .innerJoin(files, eq(files.id, jobFiles.fileId))
    .where(and(eq(jobFiles.companyId, companyId), eq(jobFiles.jobId, jobId)))
    .orderBy(asc(jobFiles.createdAt), asc(jobFiles.id))
    .limit(limit);
}
