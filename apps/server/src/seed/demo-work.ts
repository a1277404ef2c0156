import type { Tx } from '../db/client.js';
import { clients, contacts, worksites } from '../db/schema/index.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoProjects } from './demo-projects.js';

/*
 * The demo company's clients, contacts and worksites: a builder, a strata manager and a home
 * owner in south-east Queensland, so the lists and forms have something real to show.
 */
export async function seedDemoWork(tx: Tx, companyId: string): Promise<void> {
  const [builder, strata, homeOwner] = await tx
    .insert(clients)
    .values([
      {
        companyId,
        kind: 'company',
        name: 'Riverbank Builders Pty Ltd',
        abn: '53004085616',
        email: 'accounts@riverbank.example',
        phone: '07 3555 0101',
        address: { country: 'Australia', state: 'Queensland', suburb: 'Newstead', postCode: '4006', streetName: '40 Ann Street' },
        notes: 'Principal contractor on most of our commercial fit-outs. Invoices to accounts@.',
      },
      {
        companyId,
        kind: 'company',
        name: 'Bayside Strata Management',
        email: 'works@baysidestrata.example',
        phone: '07 3555 0202',
        address: { country: 'Australia', state: 'Queensland', suburb: 'Wynnum', postCode: '4178' },
      },
      {
        companyId,
        kind: 'person',
        name: 'Priya Sharma',
        email: 'priya.sharma@example.com',
        phone: '0412 555 303',
        address: { country: 'Australia', state: 'Queensland', suburb: 'Paddington', postCode: '4064', streetName: '12 Given Terrace' },
      },
    ])
    .returning({ id: clients.id });
  if (!builder || !strata || !homeOwner) throw new Error('demo clients were not all inserted');

  await tx.insert(contacts).values([
    {
      companyId,
      clientId: builder.id,
      firstName: 'Mark',
      lastName: 'Chen',
      position: 'Site manager',
      phone: '0412 555 111',
      email: 'mark.chen@riverbank.example',
    },
    {
      companyId,
      clientId: builder.id,
      firstName: 'Lisa',
      lastName: 'Nguyen',
      position: 'WHS coordinator',
      phone: '0412 555 112',
      email: 'lisa.nguyen@riverbank.example',
    },
    { companyId, clientId: strata.id, firstName: 'Tom', lastName: 'Baker', position: 'Building manager', phone: '0412 555 221' },
    { companyId, clientId: homeOwner.id, firstName: 'Priya', lastName: 'Sharma', position: 'Owner', phone: '0412 555 303' },
    {
      companyId,
      clientId: null,
      firstName: 'Dave',
      lastName: 'Wilson',
      position: 'Scaffold supplier',
      phone: '0412 555 404',
      notes: 'Call the day before for deliveries.',
    },
  ]);

  await tx.insert(worksites).values([
    {
      companyId,
      name: 'Newstead office fit-out',
      address: {
        country: 'Australia',
        state: 'Queensland',
        suburb: 'Newstead',
        postCode: '4006',
        streetName: '40 Ann Street',
        formattedAddress: '40 Ann Street, Newstead QLD 4006',
        geo: { lat: -27.4464, long: 153.0434 },
      },
      latitude: -27.4464,
      longitude: 153.0434,
      siteContacts: [{ name: 'Mark Chen', phone: '0412 555 111', role: 'Site manager' }],
      notes: 'Sign in at the site office on level 1. Loading dock access before 7 am only.',
    },
    {
      companyId,
      name: 'Wynnum unit block – balcony repairs',
      address: {
        country: 'Australia',
        state: 'Queensland',
        suburb: 'Wynnum',
        postCode: '4178',
        formattedAddress: 'Wynnum QLD 4178',
        geo: { lat: -27.4425, long: 153.1731 },
      },
      latitude: -27.4425,
      longitude: 153.1731,
      siteContacts: [{ name: 'Tom Baker', phone: '0412 555 221', role: 'Building manager' }],
      notes: 'Residents on site: keep walkways clear and barricade below any work at height.',
    },
    {
      companyId,
      name: 'Sharma kitchen renovation',
      address: {
        country: 'Australia',
        state: 'Queensland',
        suburb: 'Paddington',
        postCode: '4064',
        streetName: '12 Given Terrace',
        formattedAddress: '12 Given Terrace, Paddington QLD 4064',
        geo: { lat: -27.4598, long: 152.9996 },
      },
      latitude: -27.4598,
      longitude: 152.9996,
      siteContacts: [{ name: 'Priya Sharma', phone: '0412 555 303', role: 'Owner' }],
      notes: 'Occupied house with a dog. Park on the street.',
    },
    {
      companyId,
      name: 'Eagle Farm warehouse (finished)',
      address: { country: 'Australia', state: 'Queensland', suburb: 'Eagle Farm', postCode: '4009' },
      notes: 'Handed over in March; kept for its records.',
      // Finished work leaves the list but keeps its history.
      archivedAt: new Date(),
    },
  ]);
  await seedDemoProjects(tx, companyId);
  await seedDemoJobs(tx, companyId);
}
