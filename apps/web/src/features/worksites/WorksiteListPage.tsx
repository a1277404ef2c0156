import { Button, Group, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { Page } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { narrowWorksiteColumns, wideWorksiteColumns } from './worksite-columns';
import { useWorksites } from './worksites-api';

const SEARCH_DEBOUNCE_MS = 300;

/** /worksite/list: the company's sites, searched by name or suburb, archived ones on request. */
export function WorksiteListPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [archived, setArchived] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  const sites = useWorksites({ page: paging.page, take: paging.take, search: debouncedSearch || undefined, archived: archived ? 'true' : 'false' });

  const emptyText = debouncedSearch
    ? 'No worksite matches that search.'
    : archived
      ? 'No archived worksites.'
      : 'No worksites yet. Add your first site with the button above.';

  return (
    <Page title="Worksites" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>The places where your work happens: the address and map point, who to call on site, notes and photos for the crew.</Text>
        <Button component={Link} to="/worksite/create" size="md" leftSection={<IconPlus size={20} aria-hidden />}>
          Add worksite
        </Button>
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or suburb"
          size="md"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            paging.setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', xs: 300 }}
          type="search"
        />
        <Switch
          label="Show archived worksites"
          size="md"
          checked={archived}
          onChange={(event) => {
            setArchived(event.currentTarget.checked);
            paging.setPage(1);
          }}
          py={10}
        />
      </Group>

      <PaginatedTable
        caption={archived ? 'Archived worksites' : 'Worksites'}
        columns={narrow ? narrowWorksiteColumns() : wideWorksiteColumns()}
        rowKey={(site) => site.id}
        data={sites.data}
        loading={sites.isFetching}
        error={sites.isError ? `The list did not load: ${errorMessage(sites.error)}` : undefined}
        emptyText={emptyText}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 760}
      />
    </Page>
  );
}
