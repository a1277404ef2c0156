import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSignature, IconTrash } from '@tabler/icons-react';
import type { TSwmsJobListItem } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { formatDate } from '../../../ui/dates';
import { notifySuccess } from '../../../ui/notify';
import { swmsEditRoute } from '../builder/builder-steps';
import { swmsPath, useDeleteSwms } from '../swms-api';
import { SwmsVersionList } from './SwmsVersionList';

type TSwmsJobCardProps = { item: TSwmsJobListItem; jobId: string; canEdit: boolean };

/** One SWMS of the job: its state, its versions and what can be done with it. */
export function SwmsJobCard({ item, jobId, canEdit }: TSwmsJobCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSwms(jobId);
  const issued = item.status === 'issued';
  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(`${item.title} was deleted.`);
      },
    });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="h4">
            {item.title}
          </Title>
          {issued ? (
            <Badge size="lg" color="green" variant="light">
              Issued, version {item.currentVersion}
            </Badge>
          ) : (
            <Badge size="lg" color="gray" variant="light">
              Draft
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Started {formatDate(item.createdAt)}, last saved {formatDate(item.updatedAt)}
        </Text>
        {issued && item.editedSinceIssue && (
          <Text size="sm" c="orange.9">
            Changed since version {item.currentVersion}: generate it again to issue the changes.
          </Text>
        )}
        {item.versions.length > 0 && <SwmsVersionList versions={item.versions} title={item.title} />}
        <Group gap="sm" wrap="wrap">
          {!issued && canEdit && (
            <Button component={Link} to={swmsPath(swmsEditRoute(item), item.id)} size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
              Continue the draft
            </Button>
          )}
          {issued && (
            <Button component={Link} to={swmsPath('generated', item.id)} size="md" leftSection={<IconSignature size={18} aria-hidden />}>
              Sign or send
            </Button>
          )}
          {issued && canEdit && (
            <Button component={Link} to={swmsPath(swmsEditRoute(item), item.id)} size="md" variant="default">
              Edit
            </Button>
          )}
          {canEdit && (
            <Button size="md" variant="default" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this SWMS?" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>{item.title} will no longer be listed or open for signing. Its signed versions are kept on record, as the law asks.</Text>
          {remove.isError && (
            <Text c="red.8" size="sm" role="alert">
              {errorMessage(remove.error)}
            </Text>
          )}
          <Group gap="sm" grow>
            <Button variant="default" size="lg" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button color="red" size="lg" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
