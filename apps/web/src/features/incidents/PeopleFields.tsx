import { ActionIcon, Group, NativeSelect, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { AddRowButton } from './AddRowButton';
import {
  BODY_PARTS,
  BODY_PART_LABELS,
  INCIDENT_HARMS,
  INCIDENT_HARM_LABELS,
  INCIDENT_PERSON_KINDS,
  INCIDENT_PERSON_KIND_LABELS,
  INCIDENT_TREATMENTS,
  INCIDENT_TREATMENT_LABELS,
} from '@hivis/contracts';
import type { TEmployeeListItem } from '@hivis/contracts';
import { useEmployees } from '../employees/employees-api';
import { ChipChoices } from './ChipChoices';
import { MAX_PEOPLE, newPersonRow } from './report-form-values';
import type { TReportFormValues } from './report-form-values';
import { personName, personOptions } from './people-options';

/*
 * Everyone involved, hurt or not: their name (or one of the company's people, picked from the list
 * by those who may read it), who they are, whether and how they were hurt, and the treatment.
 * The injury's details are asked only of someone hurt.
 */

const BODY_PART_OPTIONS = BODY_PARTS.map((part) => ({ value: part, label: BODY_PART_LABELS[part] }));
const PEOPLE_QUERY = { page: 1, take: 100, status: 'all' } as const;

type TPeopleFieldsProps = {
  form: UseFormReturnType<TReportFormValues>;
  /** The company's people may be listed (account holders): the person can be picked. */
  pickPeople: boolean;
};

export function PeopleFields({ form, pickPeople }: TPeopleFieldsProps) {
  const employees = useEmployees(PEOPLE_QUERY, pickPeople);
  const staff = employees.data?.items ?? [];
  const people = form.values.people;
  return (
    <Stack gap="sm">
      {people.length === 0 && <Text c="dimmed">Nobody added yet. Add each person who was hurt, or was involved.</Text>}
      {people.map((person, index) => (
        <PersonRow key={person.key} form={form} index={index} staff={pickPeople ? staff : null} />
      ))}
      <AddRowButton
        label="Add a person"
        count={people.length}
        max={MAX_PEOPLE}
        limitText={`A report can name up to ${MAX_PEOPLE} people.`}
        onAdd={() => form.insertListItem('people', newPersonRow())}
      />
    </Stack>
  );
}

type TPersonRowProps = { form: UseFormReturnType<TReportFormValues>; index: number; staff: readonly TEmployeeListItem[] | null };

function PersonRow({ form, index, staff }: TPersonRowProps) {
  const person = form.values.people[index];
  if (!person) return null;
  const path = `people.${index}`;
  const hurt = person.harm === 'injury' || person.harm === 'illness';
  const title = `Person ${index + 1}`;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <ActionIcon
            variant="subtle"
            color="red.8"
            size={44}
            aria-label={`Remove ${title.toLowerCase()}${person.name ? ` (${person.name})` : ''}`}
            onClick={() => form.removeListItem('people', index)}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
        {staff && (
          <Select
            label="One of your people (optional)"
            placeholder="Choose from your team"
            size="md"
            searchable
            clearable
            data={personOptions(staff, person.userId ? { id: person.userId, name: person.name } : null)}
            nothingFoundMessage="Nobody by that name."
            value={person.userId}
            onChange={(id) => {
              form.setFieldValue(`${path}.userId`, id);
              const chosen = staff.find((each) => each.id === id);
              if (chosen) {
                form.setFieldValue(`${path}.name`, personName(chosen));
                form.setFieldValue(`${path}.kind`, 'worker');
              }
            }}
            error={form.errors[`${path}.userId`]}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" size="md" required autoComplete="off" maxLength={120} {...form.getInputProps(`${path}.name`)} />
          <NativeSelect
            label="Who they are"
            size="md"
            data={INCIDENT_PERSON_KINDS.map((kind) => ({ value: kind, label: INCIDENT_PERSON_KIND_LABELS[kind] }))}
            {...form.getInputProps(`${path}.kind`)}
          />
        </SimpleGrid>
        <Radio.Group label="Were they hurt?" required withAsterisk={false} size="md" {...form.getInputProps(`${path}.harm`)}>
          <Group gap="lg" mt={6}>
            {INCIDENT_HARMS.map((harm) => (
              <Radio key={harm} value={harm} label={INCIDENT_HARM_LABELS[harm]} size="md" />
            ))}
          </Group>
        </Radio.Group>
        {hurt && (
          <>
            <Textarea
              label="The injury or illness (optional)"
              placeholder="e.g. cut to the left palm"
              size="md"
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps(`${path}.injury`)}
            />
            <ChipChoices
              label="Parts of the body"
              size="md"
              options={BODY_PART_OPTIONS}
              value={person.bodyParts}
              onChange={(parts) => form.setFieldValue(`${path}.bodyParts`, parts)}
              error={form.errors[`${path}.bodyParts`]}
            />
            <NativeSelect
              label="Treatment"
              size="md"
              data={INCIDENT_TREATMENTS.map((treatment) => ({ value: treatment, label: INCIDENT_TREATMENT_LABELS[treatment] }))}
              {...form.getInputProps(`${path}.treatment`)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
