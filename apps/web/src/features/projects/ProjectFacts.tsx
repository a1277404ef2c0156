import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { EmailLink, NotGiven, PhoneLink } from '../clients/ContactLinks';
import { formatAbn, formatDay } from './project-format';

type TFact = { label: string; value: ReactNode };

/** Label and value pairs as a description list (two columns from tablet width). */
export function Facts({ facts }: { facts: TFact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? <NotGiven /> : fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function detailFacts(project: TProject): TFact[] {
  return [
    { label: 'Project name', value: project.name },
    { label: 'Project number', value: project.projectNumber },
    { label: 'Worksite', value: [project.worksite.name, project.worksite.addressLine].filter(Boolean).join('\n') },
    { label: 'Start date', value: formatDay(project.startDate) },
    { label: 'End date', value: formatDay(project.endDate) },
    { label: 'Description', value: project.description },
  ];
}

export function clientFacts(project: TProject): TFact[] {
  const contact = project.clientContact;
  return [
    { label: 'Client', value: project.client ? `${project.client.name}${project.client.archivedOn ? ' (archived)' : ''}` : null },
    { label: 'Contact', value: contact ? [contact.name, contact.position].filter(Boolean).join(', ') : null },
    { label: 'Contact phone', value: contact?.phone ? <PhoneLink phone={contact.phone} size="md" /> : null },
    { label: 'Contact email', value: contact?.email ? <EmailLink email={contact.email} size="md" /> : null },
  ];
}

export function pcFacts(project: TProject): TFact[] {
  const pc = project.principalContractor;
  return [
    { label: 'Company', value: pc?.companyName },
    { label: 'ABN', value: formatAbn(pc?.abn) },
    { label: 'Contact', value: pc?.contactName },
    { label: 'Contact phone', value: pc?.contactPhone ? <PhoneLink phone={pc.contactPhone} size="md" /> : null },
    { label: 'Contact email', value: pc?.contactEmail ? <EmailLink email={pc.contactEmail} size="md" /> : null },
    { label: 'WHS person', value: pc?.whsPersonName },
    { label: 'WHS phone', value: pc?.whsPersonPhone ? <PhoneLink phone={pc.whsPersonPhone} size="md" /> : null },
    { label: 'WHS email', value: pc?.whsPersonEmail ? <EmailLink email={pc.whsPersonEmail} size="md" /> : null },
  ];
}
