import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { addPath } from './contact-paths';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessage } from '../../api/api-error';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { ListControls, useListControls } from '../../ui/ListControls';
import { narrowClientColumns, wideClientColumns } from './list-columns';
import { useClients } from './clients-api';

/** The company's clients: searched by name, paged on the server, current or archived. */
export function ClientsTable() {
  const paging = usePaging();
  const controls = useListControls(() => paging.setPage(1));
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const clients = useClients({ page: paging.page, take: paging.take, ...controls.query });

  return (
    <Stack gap="md">
      <ListControls controls={controls} searchLabel="Search clients" searchHint="Client name" archivedLabel="Show archived clients" />
      <PaginatedTable
        caption={controls.archived ? 'Archived clients' : 'Clients'}
        columns={narrow ? narrowClientColumns : wideClientColumns}
        rowKey={(client) => client.id}
        data={clients.data}
        loading={clients.isFetching}
        error={clients.isError ? `The clients did not load: ${errorMessage(clients.error)}` : undefined}
        emptyText={controls.filtered ? 'No client matches.' : 'No clients yet.'}
        emptyAction={
          controls.filtered ? undefined : (
            <Button component={Link} to={addPath('client')} leftSection={<IconPlus aria-hidden size={18} />}>
              Add client
            </Button>
          )
        }
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 280 : 900}
      />
    </Stack>
  );
}
