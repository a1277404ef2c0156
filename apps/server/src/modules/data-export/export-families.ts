import { breakMinutes, formatAddress, formatCalendarDate, formatZonedDateTime, hoursOf, roleName, workedMinutes } from '@hivis/contracts';
import type { TAddress } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import {
  assignmentsOfJobs,
  type Cursor,
  clientsBatch,
  contactsBatch,
  employeesBatch,
  jobsBatch,
  namesById,
  peopleById,
  projectsBatch,
  timeEntriesBatch,
  worksitesBatch,
} from './data-export.queries.js';

/*
 * One CSV per record family. Every instant is written twice: ISO 8601 in UTC for machines, and
 * DD/MM/YYYY hh:mm A in the company's time zone for people. Each page is read in its own short
 * tenant transaction, so a long download never holds one open.
 */

export type Cell = string | number | null | undefined;
/** Runs one read in a short tenant transaction of the exporting company. */
export type ReadPage = <T>(fn: (tx: Tx, companyId: string) => Promise<T>) => Promise<T>;

export type ExportFamily = {
  file: string;
  header: string[];
  rows: (read: ReadPage, timeZone: string) => AsyncGenerator<Cell[]>;
};

const PAGE = 500;

const when = (instant: Date | null | undefined, timeZone: string): [string, string] =>
  instant ? [instant.toISOString(), formatZonedDateTime(instant, timeZone)] : ['', ''];
const whenHeader = (label: string) => [`${label} (UTC)`, `${label} (local)`];
const day = (date: string | null) => (date ? formatCalendarDate(date) : '');

function addressCells(address: TAddress | null): Cell[] {
  return [
    address?.streetName ? [address.streetNumber, address.streetName].filter(Boolean).join(' ') : '',
    address?.suburb,
    address?.state,
    address?.postCode,
    address?.country,
    address ? formatAddress(address) : '',
  ];
}
const ADDRESS_HEADER = ['Street', 'Suburb', 'State', 'Postcode', 'Country', 'Address'];

/** Pages through a keyset query until a short page says there is no more. */
async function* pages<R, C>(
  read: ReadPage,
  fetch: (tx: Tx, companyId: string, cursor: C | null) => Promise<R[]>,
  cursorOf: (row: R) => C,
): AsyncGenerator<R[]> {
  let cursor: C | null = null;
  for (;;) {
    const from: C | null = cursor;
    const rows: R[] = await read((tx, companyId) => fetch(tx, companyId, from));
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return;
    cursor = cursorOf(last);
  }
}

const employees: ExportFamily = {
  file: 'employees.csv',
  header: [
    'Id',
    'First name',
    'Last name',
    'Email',
    'Role',
    'Status',
    'Phone',
    'Position',
    'Emergency contact',
    'Emergency phone',
    'Emergency relationship',
    ...whenHeader('Added'),
    ...whenHeader('Last signed in'),
  ],
  async *rows(read, timeZone) {
    const batches = pages(
      read,
      (tx, companyId, cursor: { last: string; first: string; id: string } | null) => employeesBatch(tx, companyId, cursor, PAGE),
      ({ user }) => ({
        last: user.lastName,
        first: user.firstName,
        id: user.id,
      }),
    );
    for await (const batch of batches) {
      for (const { user, profile } of batch) {
        yield [
          user.id,
          user.firstName,
          user.lastName,
          user.email,
          user.roles[0] && roleName(user.roles[0]),
          user.status,
          user.phone,
          profile?.position,
          profile?.emergencyContactName,
          profile?.emergencyContactPhone,
          profile?.emergencyContactRelationship,
          ...when(user.createdAt, timeZone),
          ...when(user.lastSignedInAt, timeZone),
        ];
      }
    }
  },
};

const clients: ExportFamily = {
  file: 'clients.csv',
  header: ['Id', 'Name', 'Type', 'ABN', 'Email', 'Phone', ...ADDRESS_HEADER, 'Notes', ...whenHeader('Archived'), ...whenHeader('Added')],
  async *rows(read, timeZone) {
    for await (const batch of pages(
      read,
      (tx, companyId, cursor: Cursor) => clientsBatch(tx, companyId, cursor, PAGE),
      (row) => ({ key: row.key, id: row.client.id }),
    )) {
      for (const { client } of batch) {
        yield [
          client.id,
          client.name,
          client.kind,
          client.abn,
          client.email,
          client.phone,
          ...addressCells(client.address),
          client.notes,
          ...when(client.archivedAt, timeZone),
          ...when(client.createdAt, timeZone),
        ];
      }
    }
  },
};

const contacts: ExportFamily = {
  file: 'contacts.csv',
  header: ['Id', 'First name', 'Last name', 'Position', 'Email', 'Phone', 'Client id', 'Client', 'Notes', ...whenHeader('Archived'), ...whenHeader('Added')],
  async *rows(read, timeZone) {
    const batches = pages(
      read,
      (tx, companyId, cursor: { last: string; first: string; id: string } | null) => contactsBatch(tx, companyId, cursor, PAGE),
      (row) => ({
        last: row.last,
        first: row.first,
        id: row.contact.id,
      }),
    );
    for await (const batch of batches) {
      for (const { contact, clientName } of batch) {
        yield [
          contact.id,
          contact.firstName,
          contact.lastName,
          contact.position,
          contact.email,
          contact.phone,
          contact.clientId,
          clientName,
          contact.notes,
          ...when(contact.archivedAt, timeZone),
          ...when(contact.createdAt, timeZone),
        ];
      }
    }
  },
};

const worksites: ExportFamily = {
  file: 'worksites.csv',
  header: ['Id', 'Name', ...ADDRESS_HEADER, 'Latitude', 'Longitude', 'Site contacts', 'Notes', ...whenHeader('Archived'), ...whenHeader('Added')],
  async *rows(read, timeZone) {
    for await (const batch of pages(
      read,
      (tx, companyId, cursor: Cursor) => worksitesBatch(tx, companyId, cursor, PAGE),
      (row) => ({ key: row.key, id: row.site.id }),
    )) {
      for (const { site } of batch) {
        const people = site.siteContacts.map((person) => [person.name, person.role && `(${person.role})`, person.phone].filter(Boolean).join(' ')).join('; ');
        yield [
          site.id,
          site.name,
          ...addressCells(site.address),
          site.latitude,
          site.longitude,
          people,
          site.notes,
          ...when(site.archivedAt, timeZone),
          ...when(site.createdAt, timeZone),
        ];
      }
    }
  },
};

const projects: ExportFamily = {
  file: 'projects.csv',
  header: [
    'Id',
    'Name',
    'Project number',
    'Worksite id',
    'Worksite',
    'Client id',
    'Client',
    'Contact id',
    'Contact',
    'Principal contractor',
    'Principal contractor ABN',
    'Start date',
    'End date',
    'Description',
    ...whenHeader('Archived'),
    ...whenHeader('Added'),
  ],
  async *rows(read, timeZone) {
    for await (const batch of pages(
      read,
      (tx, companyId, cursor: Cursor) => projectsBatch(tx, companyId, cursor, PAGE),
      (row) => ({ key: row.key, id: row.project.id }),
    )) {
      const names = await read((tx, companyId) =>
        namesById(tx, companyId, {
          worksites: batch.map((row) => row.project.worksiteId),
          clients: batch.flatMap((row) => (row.project.clientId ? [row.project.clientId] : [])),
          contacts: batch.flatMap((row) => (row.project.clientContactId ? [row.project.clientContactId] : [])),
        }),
      );
      for (const { project } of batch) {
        yield [
          project.id,
          project.name,
          project.projectNumber,
          project.worksiteId,
          names.get(project.worksiteId),
          project.clientId,
          project.clientId ? names.get(project.clientId) : '',
          project.clientContactId,
          project.clientContactId ? names.get(project.clientContactId) : '',
          project.principalContractor?.companyName,
          project.principalContractor?.abn,
          day(project.startDate),
          day(project.endDate),
          project.description,
          ...when(project.archivedAt, timeZone),
          ...when(project.createdAt, timeZone),
        ];
      }
    }
  },
};

const jobs: ExportFamily = {
  file: 'jobs.csv',
  header: [
    'Id',
    'Job number',
    'Title',
    'Status',
    'Project id',
    'Project',
    'Worksite id',
    'Worksite',
    ...whenHeader('Scheduled start'),
    ...whenHeader('Scheduled end'),
    'Description',
    'Scope',
    'Notes',
    ...whenHeader('Completed'),
    ...whenHeader('Added'),
  ],
  async *rows(read, timeZone) {
    for await (const batch of pages(
      read,
      (tx, companyId, cursor: Cursor) => jobsBatch(tx, companyId, cursor, PAGE),
      (row) => ({ key: row.key, id: row.job.id }),
    )) {
      const names = await read((tx, companyId) =>
        namesById(tx, companyId, { projects: batch.map((row) => row.job.projectId), worksites: batch.map((row) => row.job.worksiteId) }),
      );
      for (const { job } of batch) {
        yield [
          job.id,
          job.jobNumber,
          job.title,
          job.status,
          job.projectId,
          names.get(job.projectId),
          job.worksiteId,
          names.get(job.worksiteId),
          ...when(job.scheduledStart, timeZone),
          ...when(job.scheduledEnd, timeZone),
          job.description,
          job.scope,
          job.notes,
          ...when(job.completedAt, timeZone),
          ...when(job.createdAt, timeZone),
        ];
      }
    }
  },
};

const jobAssignments: ExportFamily = {
  file: 'job-assignments.csv',
  header: ['Id', 'Job id', 'Job', 'Person id', 'Person', 'Email', 'Status', ...whenHeader('Offered'), ...whenHeader('Answered')],
  async *rows(read, timeZone) {
    // Job by job, in the jobs file's order: the assignments table has no company-wide order of its own.
    for await (const batch of pages(
      read,
      (tx, companyId, cursor: Cursor) => jobsBatch(tx, companyId, cursor, PAGE),
      (row) => ({ key: row.key, id: row.job.id }),
    )) {
      const titles = new Map(batch.map((row) => [row.job.id, row.job.title]));
      const assignments = await read((tx, companyId) => assignmentsOfJobs(tx, companyId, [...titles.keys()]));
      const people = await read((tx, companyId) =>
        peopleById(
          tx,
          companyId,
          assignments.map((row) => row.assignment.userId),
        ),
      );
      const byJob = new Map<string, typeof assignments>();
      for (const row of assignments) byJob.set(row.assignment.jobId, [...(byJob.get(row.assignment.jobId) ?? []), row]);
      for (const jobId of titles.keys()) {
        for (const { assignment } of byJob.get(jobId) ?? []) {
          const person = people.get(assignment.userId);
          yield [
            assignment.id,
            jobId,
            titles.get(jobId),
            assignment.userId,
            person?.name,
            person?.email,
            assignment.status,
            ...when(assignment.createdAt, timeZone),
            ...when(assignment.respondedAt, timeZone),
          ];
        }
      }
    }
  },
};

const timeEntries: ExportFamily = {
  file: 'time-entries.csv',
  header: [
    'Id',
    'Person id',
    'Person',
    'Email',
    'Job id',
    'Job',
    ...whenHeader('Clock in'),
    ...whenHeader('Clock out'),
    'Break minutes',
    'Worked hours',
    'Note',
    ...whenHeader('Approved'),
    ...whenHeader('Corrected'),
    'Clock-in latitude',
    'Clock-in longitude',
  ],
  async *rows(read, timeZone) {
    for await (const batch of pages(
      read,
      (tx, companyId, cursor: Cursor) => timeEntriesBatch(tx, companyId, cursor, PAGE),
      (row) => ({ key: row.key, id: row.entry.id }),
    )) {
      const people = await read((tx, companyId) =>
        peopleById(
          tx,
          companyId,
          batch.map((row) => row.entry.userId),
        ),
      );
      const titles = await read((tx, companyId) => namesById(tx, companyId, { jobs: batch.map((row) => row.entry.jobId) }));
      const now = new Date();
      for (const { entry } of batch) {
        const person = people.get(entry.userId);
        const span = { clockInAt: entry.clockInAt.toISOString(), clockOutAt: entry.clockOutAt?.toISOString() ?? null, breaks: entry.breaks };
        const worked = workedMinutes(span, now);
        yield [
          entry.id,
          entry.userId,
          person?.name,
          person?.email,
          entry.jobId,
          titles.get(entry.jobId),
          ...when(entry.clockInAt, timeZone),
          ...when(entry.clockOutAt, timeZone),
          breakMinutes(entry.breaks, entry.clockOutAt ?? now),
          entry.clockOutAt ? hoursOf(worked) : '',
          entry.note,
          ...when(entry.approvedAt, timeZone),
          ...when(entry.correctedAt, timeZone),
          entry.clockInLocation?.lat,
          entry.clockInLocation?.long,
        ];
      }
    }
  },
};

/** In the order of EXPORT_FILES (contracts), which the README describes. */
export const EXPORT_FAMILIES: ExportFamily[] = [employees, clients, contacts, worksites, projects, jobs, jobAssignments, timeEntries];
