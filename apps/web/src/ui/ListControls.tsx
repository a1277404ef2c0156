import { Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Lists search 300 ms after the last key, like the address look-up (spec 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search text (sent 300 ms after typing stops) and the archived switch of one server-paged list. */
export function useListControls(onChange: () => void) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [archived, setArchived] = useState(false);
  return {
    search,
    archived,
    query: { search: debounced || undefined, archived: archived ? ('true' as const) : ('false' as const) },
    filtered: debounced !== '' || archived,
    setSearch: (next: string) => {
      setSearch(next);
      onChange();
    },
    setArchived: (next: boolean) => {
      setArchived(next);
      onChange();
    },
  };
}

type TListControlsProps = {
  controls: ReturnType<typeof useListControls>;
  searchLabel: string;
  searchHint: string;
  archivedLabel: string;
};

export function ListControls({ controls, searchLabel, searchHint, archivedLabel }: TListControlsProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        placeholder={searchHint}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={controls.search}
        onChange={(event) => controls.setSearch(event.currentTarget.value)}
        maxLength={100}
        w={{ base: '100%', xs: 300 }}
        size="md"
        type="search"
      />
      <Switch
        label={archivedLabel}
        checked={controls.archived}
        onChange={(event) => controls.setArchived(event.currentTarget.checked)}
        size="md"
        mb={6}
      />
    </Group>
  );
}
