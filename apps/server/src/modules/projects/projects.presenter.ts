import { PROJECT_JOB_STATUSES, contactName, formatAddress } from '@hivis/contracts';
import type { TProject, TProjectJobCounts, TProjectListItem } from '@hivis/contracts';
import type { ClientRow, ContactRow, ProjectRow, WorksiteRow } from '../../db/schema/index.js';
import type { ProjectListRow } from './projects.queries.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Every status is present, zero when the project has none in it, so screens need no guesswork. */
export function jobCountsOf(rows: { status: string; total: number }[]): TProjectJobCounts {
  const counts: TProjectJobCounts = { PENDING: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0, total: 0 };
  for (const row of rows) {
    if ((PROJECT_JOB_STATUSES as readonly string[]).includes(row.status)) counts[row.status as keyof TProjectJobCounts] += row.total;
    counts.total += row.total;
  }
  return counts;
}

export type ProjectParts = {
  project: ProjectRow;
  worksite: WorksiteRow;
  client: ClientRow | null;
  contact: ContactRow | null;
  jobCounts: TProjectJobCounts;
};

export function presentProject({ project, worksite, client, contact, jobCounts }: ProjectParts): TProject {
  return {
    id: project.id,
    name: project.name,
    projectNumber: project.projectNumber,
    worksite: {
      id: worksite.id,
      name: worksite.name,
      addressLine: worksite.address ? formatAddress(worksite.address) : '',
      archivedOn: iso(worksite.archivedAt),
    },
    client: client ? { id: client.id, name: client.name, archivedOn: iso(client.archivedAt) } : null,
    clientContact: contact
      ? {
          id: contact.id,
          name: contactName(contact),
          position: contact.position,
          email: contact.email,
          phone: contact.phone,
          archivedOn: iso(contact.archivedAt),
        }
      : null,
    principalContractor: project.principalContractor ?? null,
    startDate: project.startDate,
    endDate: project.endDate,
    description: project.description,
    jobCounts,
    archivedOn: iso(project.archivedAt),
    createdOn: project.createdAt.toISOString(),
    updatedOn: project.updatedAt.toISOString(),
  };
}

export function presentProjectListItem(row: ProjectListRow): TProjectListItem {
  return {
    id: row.id,
    name: row.name,
    projectNumber: row.projectNumber,
    worksiteId: row.worksiteId,
    worksiteName: row.worksiteName,
    clientName: row.clientName,
    startDate: row.startDate,
    endDate: row.endDate,
    archivedOn: iso(row.archivedAt),
  };
}
