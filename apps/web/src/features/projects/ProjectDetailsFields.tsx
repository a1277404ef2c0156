import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PROJECT_DESCRIPTION_MAX } from '@hivis/contracts';
import type { TProjectFormValues } from './project-form-values';

/** Name, number, dates and description: the first step of a new project and part of its edit form. */
export function ProjectDetailsFields({ form }: { form: UseFormReturnType<TProjectFormValues> }) {
  return (
    <>
      <TextInput
        label="Project name"
        description="What everyone calls the work, e.g. ‘Stage 2 townhouses’ or ‘Kitchen and deck’."
        size="md"
        required
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <TextInput
        label="Project number (optional)"
        description="Your job or quote number, or the client's purchase order."
        size="md"
        autoComplete="off"
        {...form.getInputProps('projectNumber')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {/* The phone's own date picker; the value is the calendar day the server keeps. */}
        <TextInput label="Start date (optional)" type="date" size="md" {...form.getInputProps('startDate')} />
        <TextInput label="End date (optional)" type="date" size="md" min={form.values.startDate || undefined} {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <Textarea
        label="Description (optional)"
        description={`The scope of the work in a few lines. Up to ${PROJECT_DESCRIPTION_MAX} characters.`}
        size="md"
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
      />
    </>
  );
}
