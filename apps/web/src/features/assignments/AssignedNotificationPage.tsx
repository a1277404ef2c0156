import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../ui/Page';
import { markNotificationRead, useRefreshInbox } from '../inbox/inbox-api';
import { useOwnRequest } from './assignments-api';
import { OfferAnswer } from './OfferAnswer';
import { QueryGate } from '../../ui/QueryGate';

/**
 * /notification/:notificationId/job/:jobId/assigned: opened from the inbox; marks the line read
 * (reading is not answering, so that is safe on load) and shows the offer with Accept and Decline.
 */
export function AssignedNotificationPage() {
  const { notificationId = '', jobId = '' } = useParams();
  const refreshInbox = useRefreshInbox();
  const request = useOwnRequest(jobId);
  const { mutate: markRead } = useMutation({
    mutationFn: () => markNotificationRead(notificationId),
    onSuccess: refreshInbox,
  });
  useEffect(() => markRead(), [markRead]);
  return (
    <QueryGate
      query={request}
      loading={<Loader aria-label="Loading the job offer" />}
      errorTitle="This job offer could not be opened"
      frame={(problem) => <Page title="Job offer">{problem}</Page>}
    >
      {(found) => {
        const job = found;
        return (
          <Page title="Job offer" heading={`Job offer: ${job.title}`} size="sm">
            <Card withBorder radius="md" padding="lg">
              <Stack gap={6}>
                <Text fw={600}>{job.when}</Text>
                <Text>
                  {job.siteName}
                  {job.siteAddress ? `, ${job.siteAddress}` : ''}
                </Text>
                <Text c="dimmed">From {job.companyName}</Text>
              </Stack>
            </Card>
            <OfferAnswer request={job} />
            <Group>
              <Button component={Link} to={`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.jobId}/view`} variant="default" size="lg">
                See the full job
              </Button>
            </Group>
          </Page>
        );
      }}
    </QueryGate>
  );
}
