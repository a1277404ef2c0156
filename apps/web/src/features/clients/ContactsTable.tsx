import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessage } from '../../api/api-error';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { ListControls, useListControls } from '../../ui/ListControls';
import { narrowContactColumns, wideContactColumns } from './list-columns';
import { useContacts } from './clients-api';

/** Contacts, searched by name or email and paged on the server; only one client's with clientId. */
export function ContactsTable({ clientId, caption = 'Contacts' }: { clientId?: string; caption?: string }) {
  const paging = usePaging();
  const controls = useListControls(() => paging.setPage(1));
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const contacts = useContacts({ page: paging.page, take: paging.take, clientId, ...controls.query });
  // On a client's page the client column would repeat the page's own name.
  const wide = clientId ? wideContactColumns.filter((column) => column.key !== 'client') : wideContactColumns;

  return (
    <Stack gap="md">
      <ListControls controls={controls} searchLabel="Search contacts" searchHint="Name or email" archivedLabel="Show archived contacts" />
      <PaginatedTable
        caption={controls.archived ? `Archived ${caption.toLowerCase()}` : caption}
        columns={narrow ? narrowContactColumns : wide}
        rowKey={(contact) => contact.id}
        data={contacts.data}
        loading={contacts.isFetching}
        error={contacts.isError ? `The contacts did not load: ${errorMessage(contacts.error)}` : undefined}
        emptyText={controls.filtered ? 'No contact matches.' : 'No contacts yet.'}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 280 : 800}
      />
    </Stack>
  );
}
