import { Group, NativeSelect } from '@mantine/core';
import { errorMessage } from '../../api/api-error';
import { useEmployees } from '../employees/employees-api';
import { useWorksiteChoices } from '../jobs/jobs-api';

type TScheduleFiltersProps = {
  personId: string;
  worksiteId: string;
  onPerson: (id: string) => void;
  onWorksite: (id: string) => void;
};

/** By person (the jobs they are offered or on) and by worksite; "Everyone" and "All worksites" by default. */
export function ScheduleFilters({ personId, worksiteId, onPerson, onWorksite }: TScheduleFiltersProps) {
  const people = useEmployees({ page: 1, take: 100, status: 'active' });
  const worksites = useWorksiteChoices();
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <NativeSelect
        label="By person"
        size="md"
        miw={200}
        value={personId}
        error={people.isError ? errorMessage(people.error) : undefined}
        data={[
          { value: '', label: 'Everyone' },
          ...(people.data?.items ?? []).map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName}`.trim() })),
        ]}
        onChange={(event) => onPerson(event.currentTarget.value)}
      />
      <NativeSelect
        label="Worksite"
        size="md"
        miw={200}
        value={worksiteId}
        error={worksites.isError ? errorMessage(worksites.error) : undefined}
        data={[{ value: '', label: 'All worksites' }, ...(worksites.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }))]}
        onChange={(event) => onWorksite(event.currentTarget.value)}
      />
    </Group>
  );
}
