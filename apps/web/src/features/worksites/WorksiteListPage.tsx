import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { ListControls, useListControls } from '../../ui/ListControls';
import { Page } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { narrowWorksiteColumns, wideWorksiteColumns } from './worksite-columns';
import { useWorksites } from './worksites-api';

/** /worksite/list: the company's sites, searched by name or suburb, archived ones on request. */
export function WorksiteListPage() {
  const paging = usePaging();
  const controls = useListControls(() => paging.setPage(1));
  const { archived } = controls;
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  const sites = useWorksites({ page: paging.page, take: paging.take, ...controls.query });

  const emptyText = controls.query.search ? 'No worksite matches that search.' : archived ? 'No archived worksites.' : 'No worksites yet.';
  const addWorksite = (
    <Button component={Link} to="/worksite/create" size="md" leftSection={<IconPlus size={20} aria-hidden />}>
      Add worksite
    </Button>
  );

  return (
    <Page title="Worksites" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>The places where your work happens: the address and map point, who to call on site, notes and photos for the crew.</Text>
        {addWorksite}
      </Group>

      <ListControls controls={controls} searchLabel="Search" searchHint="Name or suburb" archivedLabel="Show archived worksites" />

      <PaginatedTable
        caption={archived ? 'Archived worksites' : 'Worksites'}
        columns={narrow ? narrowWorksiteColumns() : wideWorksiteColumns()}
        rowKey={(site) => site.id}
        data={sites.data}
        loading={sites.isFetching}
        error={sites.isError ? `The list did not load: ${errorMessage(sites.error)}` : undefined}
        emptyText={emptyText}
        emptyAction={controls.query.search || archived ? undefined : addWorksite}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 760}
      />
    </Page>
  );
}
