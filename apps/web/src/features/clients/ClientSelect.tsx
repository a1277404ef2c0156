import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useClients } from './clients-api';
import { SEARCH_DEBOUNCE_MS } from '../../ui/ListControls';

/** A short list to pick from: typing narrows it on the server. */
const PICK_LIST_SIZE = 20;

export type TPickedClient = { id: string; name: string };

type TClientSelectProps = {
  value: TPickedClient | null;
  onChange: (client: TPickedClient | null) => void;
  error?: ReactNode;
};

/** Picks one of the company's current clients, searched by name on the server (GET /api/v3/client). */
export function ClientSelect({ value, onChange, error }: TClientSelectProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen client's name, list everyone rather than only that client.
  const term = value && debounced === value.name ? '' : debounced;
  const clients = useClients({ page: 1, take: PICK_LIST_SIZE, search: term || undefined });
  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.name });

  return (
    <Select
      label="Client (optional)"
      size="md"
      description="Leave empty for someone not tied to a client, e.g. an inspector."
      placeholder="Type to search clients"
      searchable
      clearable
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; show what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No client by that name. Add the client first.'}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
      error={error}
    />
  );
}
