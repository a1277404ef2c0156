import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { clients, contacts, projects, worksites } from '../db/schema/index.js';

/*
 * The demo company's projects: one on each of its current worksites, with the client, the
 * client's contact and the principal contractor filled in, so a project page, the jobs under it
 * and a SWMS have real details to show. Other demo data finds these projects by these names.
 */
export const DEMO_PROJECT_NEWSTEAD = 'Level 3 office fit-out';
export const DEMO_PROJECT_WYNNUM = 'Balcony membrane and balustrade replacement';
export const DEMO_PROJECT_PADDINGTON = 'Kitchen and laundry renovation';
export const DEMO_PROJECT_NAMES = [DEMO_PROJECT_NEWSTEAD, DEMO_PROJECT_WYNNUM, DEMO_PROJECT_PADDINGTON] as const;

/** On the homeowner's and the strata job the demo company itself runs the site. */
const DEMO_COMPANY_AS_PC = {
  companyName: 'Demo Constructions Pty Ltd',
  abn: '51824753556',
  contactName: 'Olivia Owner',
  contactPhone: '07 3555 0000',
  contactEmail: 'owner@demo.hivis.test',
  whsPersonName: 'Sam Supervisor',
  whsPersonPhone: '0412 555 010',
  whsPersonEmail: 'supervisor@demo.hivis.test',
};

async function idsByName<T extends { id: string; name: string }>(rows: Promise<T[]>): Promise<Map<string, string>> {
  return new Map((await rows).map((row) => [row.name, row.id]));
}

function need(map: Map<string, string>, name: string): string {
  const id = map.get(name);
  if (!id) throw new Error(`demo record missing: ${name}`);
  return id;
}

/** Adds the demo projects; run after the demo clients, contacts and worksites exist. */
export async function seedDemoProjects(tx: Tx, companyId: string): Promise<void> {
  const sites = await idsByName(
    tx
      .select({ id: worksites.id, name: worksites.name })
      .from(worksites)
      .where(and(eq(worksites.companyId, companyId), isNull(worksites.archivedAt))),
  );
  const clientIds = await idsByName(tx.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.companyId, companyId)));
  const people = await tx
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), inArray(contacts.firstName, ['Mark', 'Tom', 'Priya'])));
  const contactIds = new Map(people.map((person) => [`${person.firstName} ${person.lastName}`, person.id]));

  await tx.insert(projects).values([
    {
      companyId,
      worksiteId: need(sites, 'Newstead office fit-out'),
      name: DEMO_PROJECT_NEWSTEAD,
      projectNumber: 'RB-2026-114',
      clientId: need(clientIds, 'Riverbank Builders Pty Ltd'),
      clientContactId: need(contactIds, 'Mark Chen'),
      principalContractor: {
        companyName: 'Riverbank Builders Pty Ltd',
        abn: '53004085616',
        contactName: 'Mark Chen',
        contactPhone: '0412 555 111',
        contactEmail: 'mark.chen@riverbank.example',
        whsPersonName: 'Lisa Nguyen',
        whsPersonPhone: '0412 555 112',
        whsPersonEmail: 'lisa.nguyen@riverbank.example',
      },
      startDate: '2026-11-02',
      endDate: '2027-02-26',
      description: 'Partition walls, suspended ceilings and joinery for the level 3 tenancy. Night work for the noisy parts.',
    },
    {
      companyId,
      worksiteId: need(sites, 'Wynnum unit block – balcony repairs'),
      name: DEMO_PROJECT_WYNNUM,
      projectNumber: 'BSM-0457',
      clientId: need(clientIds, 'Bayside Strata Management'),
      clientContactId: need(contactIds, 'Tom Baker'),
      principalContractor: DEMO_COMPANY_AS_PC,
      startDate: '2026-11-16',
      endDate: '2026-12-18',
      description: 'Strip and re-waterproof 12 balconies, replace glass balustrades. Work at height from scaffold.',
    },
    {
      companyId,
      worksiteId: need(sites, 'Sharma kitchen renovation'),
      name: DEMO_PROJECT_PADDINGTON,
      clientId: need(clientIds, 'Priya Sharma'),
      clientContactId: need(contactIds, 'Priya Sharma'),
      principalContractor: DEMO_COMPANY_AS_PC,
      startDate: '2027-01-11',
      endDate: '2027-03-05',
      description: 'New kitchen and laundry: strip out, plumbing and electrical rough-in, cabinetry, tiling.',
    },
  ]);
}
