import { formatAddress } from '@hivis/contracts';
import type { TJob, TJobAssignmentsSummary, TJobListItem } from '@hivis/contracts';
import type { FileRow, JobRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { JobListRow, JobNoteView, JobPlace } from './jobs.queries.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentJobListItem(row: JobListRow): TJobListItem {
  return {
    id: row.id,
    title: row.title,
    jobNumber: row.jobNumber,
    status: row.status,
    projectId: row.projectId,
    projectName: row.projectName,
    worksiteId: row.worksiteId,
    worksiteName: row.worksiteName,
    scheduledStart: iso(row.scheduledStart),
    scheduledEnd: iso(row.scheduledEnd),
    assignedCount: row.assignedCount,
    createdOn: row.createdAt.toISOString(),
  };
}

export function summariseAssignments(counts: Record<string, number>): TJobAssignmentsSummary {
  const offered = counts.offered ?? 0;
  const accepted = counts.accepted ?? 0;
  return { offered, accepted, declined: counts.declined ?? 0, assigned: offered + accepted };
}

export type JobParts = {
  job: JobRow;
  place: JobPlace;
  notes: JobNoteView[];
  files: { file: FileRow; addedAt: Date }[];
  assignments: TJobAssignmentsSummary;
};

const authorOf = (note: JobNoteView) => `${note.firstName ?? ''} ${note.lastName ?? ''}`.trim() || 'Former user';

export function presentJob(ctx: AppContext, { job, place, notes, files, assignments }: JobParts): TJob {
  const { project, worksite, client } = place;
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    scope: job.scope,
    jobNumber: job.jobNumber,
    status: job.status,
    scheduledStart: iso(job.scheduledStart),
    scheduledEnd: iso(job.scheduledEnd),
    notes: job.notes,
    completedOn: iso(job.completedAt),
    createdOn: job.createdAt.toISOString(),
    updatedOn: job.updatedAt.toISOString(),
    project: { id: project.id, name: project.name, projectNumber: project.projectNumber, archivedOn: iso(project.archivedAt) },
    worksite: {
      id: worksite.id,
      name: worksite.name,
      address: worksite.address ?? null,
      addressLine: worksite.address ? formatAddress(worksite.address) : '',
      siteContacts: worksite.siteContacts.map((contact) => ({ name: contact.name, phone: contact.phone ?? null, role: contact.role ?? null })),
    },
    client,
    jobNotes: notes.map((note) => ({ id: note.id, body: note.body, authorName: authorOf(note), createdOn: note.createdAt.toISOString() })),
    files: files.map(({ file, addedAt }) => ({
      fileId: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      url: ctx.signedLinks.link(file.id, 'attachment'),
      inlineUrl: ctx.signedLinks.link(file.id, 'inline'),
      createdOn: addedAt.toISOString(),
      takenAt: file.takenAt?.toISOString() ?? null,
    })),
    assignments,
  };
}
