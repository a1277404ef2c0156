import { Anchor, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BODY_PART_LABELS, INCIDENT_HARM_LABELS, INCIDENT_PERSON_KIND_LABELS, INCIDENT_TREATMENT_LABELS, mapLinkOf } from '@hivis/contracts';
import type { TIncidentDetails, TIncidentPerson, TIncidentWitness } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { typesWords, whenWords } from './incident-words';

/*
 * The report as it was told (and changed since, until signed off): what, when, where, who was
 * involved and how they were hurt, who saw it, and the photos, each opening full size.
 */

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

function Words({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Title order={3} fz="h4">
        {label}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
    </Stack>
  );
}

function PersonCard({ person }: { person: TIncidentPerson }) {
  const hurt = person.harm !== 'none';
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text fw={600}>
        {person.name}{' '}
        <Text span c="dimmed" size="sm">
          ({INCIDENT_PERSON_KIND_LABELS[person.kind]})
        </Text>
      </Text>
      <Text size="sm">{INCIDENT_HARM_LABELS[person.harm]}</Text>
      {hurt && person.injury && <Text size="sm">{person.injury}</Text>}
      {hurt && person.bodyParts.length > 0 && <Text size="sm">Body: {person.bodyParts.map((part) => BODY_PART_LABELS[part]).join(', ')}</Text>}
      {hurt && <Text size="sm">Treatment: {INCIDENT_TREATMENT_LABELS[person.treatment]}</Text>}
    </Paper>
  );
}

function WitnessCard({ witness }: { witness: TIncidentWitness }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text fw={600}>{witness.name}</Text>
      {witness.phone && (
        <Anchor href={`tel:${witness.phone.replace(/[^\d+]/g, '')}`} size="sm">
          {witness.phone}
        </Anchor>
      )}
      {witness.statement && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          “{witness.statement}”
        </Text>
      )}
    </Paper>
  );
}

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

export function ReportView({ incident }: { incident: TIncidentDetails }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label="Kind">{typesWords(incident.types)}</Fact>
        <Fact label="When it happened">{whenWords(incident.occurredAt)}</Fact>
        <Fact label="Worksite">{incident.worksite?.name ?? 'None'}</Fact>
        {incident.job && <Fact label="Job">{incident.job.name}</Fact>}
        {incident.location && <Fact label="Where exactly">{incident.location}</Fact>}
        {incident.point && (
          <Fact label="Location">
            <Anchor href={mapLinkOf({ lat: incident.point.lat, long: incident.point.lng })} target="_blank" rel="noopener noreferrer">
              Open map ({incident.point.lat.toFixed(5)}, {incident.point.lng.toFixed(5)})
            </Anchor>
          </Fact>
        )}
        <Fact label="Reported">
          {whenWords(incident.reportedAt)} by {incident.reportedBy?.name ?? 'someone who has left'}
        </Fact>
      </SimpleGrid>
      <Words label="What happened" text={incident.description} />
      {incident.immediateActions && <Words label="What was done straight away" text={incident.immediateActions} />}
      <Stack gap="xs">
        <Title order={3} fz="h4">
          People involved
        </Title>
        {incident.people.length === 0 ? (
          <Text c="dimmed">Nobody named.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={LIST_STYLE}>
            {incident.people.map((person, index) => (
              <PersonCard key={`${person.name}-${index}`} person={person} />
            ))}
          </Stack>
        )}
      </Stack>
      {incident.witnesses.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            Witnesses
          </Title>
          <Stack gap="xs" component="ul" style={LIST_STYLE}>
            {incident.witnesses.map((witness, index) => (
              <WitnessCard key={`${witness.name}-${index}`} witness={witness} />
            ))}
          </Stack>
        </Stack>
      )}
      {incident.photos.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            Photos
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {incident.photos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.inlineUrl} target="_blank" rel="noreferrer">
                <Image src={photo.inlineUrl} alt={`Photo ${index + 1} of the incident`} h={140} fit="cover" radius="sm" loading="lazy" />
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
