import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isPahRoles } from '@hivis/contracts';
import type { TWorkRequest } from '@hivis/contracts';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useStoredAuth } from '../auth/session';
import { Page } from '../../ui/Page';
import { AnswerBadge } from './AnswerBadge';
import { answerWorkRequest, useWorkRequest } from './assignments-api';
import { QueryGate } from '../../ui/QueryGate';

type TAnswer = 'accept' | 'decline';

function JobSummary({ request }: { request: TWorkRequest }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="h3">
        {request.title}
      </Title>
      <Text>From {request.companyName}</Text>
      <Text fw={600}>{request.when}</Text>
      <Text>
        {request.siteName}
        {request.siteAddress ? `, ${request.siteAddress}` : ''}
      </Text>
      <Text component="div">
        Your answer so far: <AnswerBadge status={request.answer} />
      </Text>
    </Stack>
  );
}

/**
 * /work-request/accept/:uuid and /decline/:uuid, opened from the mail, signed in or not. Nothing
 * is answered on opening (mail scanners open links): the person reads the job and presses the button.
 */
function WorkRequestPage({ answer }: { answer: TAnswer }) {
  const { uuid = '' } = useParams();
  const auth = useStoredAuth();
  const signedIn = auth !== null;
  const holder = isPahRoles(auth?.roles ?? []);
  const request = useWorkRequest(uuid);
  const send = useMutation({ mutationFn: () => answerWorkRequest(uuid, answer) });
  const accepting = answer === 'accept';
  const title = accepting ? 'Accept work request' : 'Decline work request';
  return (
    <QueryGate
      query={request}
      loading={<Loader aria-label="Loading the work request" />}
      errorTitle="This work request could not be opened"
      frame={(problem) => <Page title={title}>{problem}</Page>}
    >
      {(found) => {
        const shown = send.data?.request ?? found;
        const done = send.isSuccess || shown.answer === (accepting ? 'accepted' : 'declined');
        return (
          <Page title={title} size="sm">
            <Card withBorder radius="md" padding="lg">
              <JobSummary request={shown} />
            </Card>
            {send.isSuccess && (
              <Alert color={accepting ? 'green' : 'blue'} title={accepting ? 'Job accepted' : 'Job declined'}>
                {send.data.message}
              </Alert>
            )}
            {!send.isSuccess && done && <Alert color="blue">{accepting ? 'You have already accepted this job.' : 'You have already declined this job.'}</Alert>}
            {!shown.open && (
              <Alert color="gray" title="This work request is closed">
                {shown.closedReason}
              </Alert>
            )}
            {send.isError && (
              <Alert color="red" title="Your answer was not saved">
                {errorMessage(send.error)}
              </Alert>
            )}
            {shown.open && !done && (
              <Button
                size="xl"
                fullWidth
                color={accepting ? 'green' : 'red.9'}
                leftSection={accepting ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
                loading={send.isPending}
                onClick={() => send.mutate()}
              >
                {accepting ? 'Yes, I accept this job' : 'Decline this job'}
              </Button>
            )}
            {shown.open && (
              <Button component={Link} to={`/work-request/${accepting ? 'decline' : 'accept'}/${uuid}`} variant="default" size="md">
                {accepting ? 'Cannot do it? Decline instead' : 'Changed your mind? Accept instead'}
              </Button>
            )}
            {signedIn ? (
              <Group gap="sm">
                <Button component={Link} to="/my-jobs" variant="default" size="lg">
                  Go to My Jobs
                </Button>
                {/* A job contracted to a company is answered by its account holders: their list is elsewhere. */}
                {holder && (
                  <Button component={Link} to="/home/contractor" variant="default" size="lg">
                    Contracted work
                  </Button>
                )}
              </Group>
            ) : (
              <Text size="sm">
                <Anchor component={Link} to="/auth/login">
                  Log in
                </Anchor>{' '}
                to see all your jobs.
              </Text>
            )}
          </Page>
        );
      }}
    </QueryGate>
  );
}

export function WorkRequestAcceptPage() {
  return <WorkRequestPage answer="accept" />;
}

export function WorkRequestDeclinePage() {
  return <WorkRequestPage answer="decline" />;
}
