import { Group, NativeSelect, Switch, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Lists search 300 ms after the last key, like the address look-up (spec 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search text as typed, and the trimmed text once typing has stopped for 300 ms (what the server gets). */
export function useSearchText() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, debounced };
}

type TSearchFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'placeholder'> & {
  hint: string;
  value: string;
  onChange: (next: string) => void;
};

/** The search box above a list: labelled "Search" unless told, full width on phones. */
export function SearchField({ label = 'Search', hint, value, onChange, ...rest }: TSearchFieldProps) {
  return (
    <TextInput
      label={label}
      placeholder={hint}
      leftSection={<IconSearch size={18} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={100}
      w={{ base: '100%', xs: 300 }}
      size="md"
      type="search"
      {...rest}
    />
  );
}

type TFilterSelectProps<T extends string> = {
  label: string;
  data: { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  /** Width from the xs breakpoint up; full width on phones. */
  width: number;
};

/** A native select filtering a list: big enough for a gloved thumb, full width on phones. */
export function FilterSelect<T extends string>({ label, data, value, onChange, width }: TFilterSelectProps<T>) {
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as T)}
      w={{ base: '100%', xs: width }}
      size="md"
    />
  );
}

/** Search text (sent 300 ms after typing stops) and the archived switch of one server-paged list. */
export function useListControls(onChange: () => void) {
  const { search, setSearch, debounced } = useSearchText();
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
      <SearchField label={searchLabel} hint={searchHint} value={controls.search} onChange={controls.setSearch} />
      <Switch label={archivedLabel} checked={controls.archived} onChange={(event) => controls.setArchived(event.currentTarget.checked)} size="md" mb={6} />
    </Group>
  );
}
