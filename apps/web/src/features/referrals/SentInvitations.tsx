import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDay } from '../account-closure/closure-api';
import { useCurrentUser } from '../auth/session';
import { QueryGate } from '../../ui/QueryGate';
import { useSentInvitations } from './referrals-api';

const PAGE_SIZE = 5;

/** The company's invitations, newest first, five at a time, each with whether the business signed up. */
export function SentInvitations() {
  const [page, setPage] = useState(1);
  const { data: user } = useCurrentUser();
  const list = useSentInvitations(page, PAGE_SIZE);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="xs" component="section" aria-labelledby="sent-invitations-heading">
      <Title order={3} fz="h4" id="sent-invitations-heading">
        Invitations sent by your company
      </Title>
      <QueryGate query={list} loading={<Skeleton height={60} aria-label="Loading the invitations" />} errorTitle="The invitations did not load">
        {(found) => found.total === 0 && <Text c="dimmed">No invitations yet.</Text>}
      </QueryGate>
      {list.data && list.data.total > 0 && (
        <>
          <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={list.isFetching}>
            {list.data.items.map((item) => (
              <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Sent {formatDay(item.createdOn, user?.company?.timeZone)}
                    {item.invitedBy ? ` by ${item.invitedBy}` : ''}
                  </Text>
                </Stack>
                {item.status === 'signed_up' ? (
                  <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                    Signed up
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                    Invited
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
          {pages > 1 && (
            <Group justify="space-between" gap="xs">
              <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Text size="sm">
                Page {page} of {pages}
              </Text>
              <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
