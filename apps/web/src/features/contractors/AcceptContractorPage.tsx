import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { formatDate } from '../../ui/dates';
import { Page } from '../../ui/Page';
import { CONTRACTOR_HOME_PATH } from './contractor-paths';
import { answerInvitation, useInvitation, useStoreInvitationAnswer } from './contractors-api';
import { QueryGate } from '../../ui/QueryGate';

/**
 * /staff/contractors/accept-contractor/{companyId}: the invited company's account holder answers
 * a connection request from company {companyId}. Nothing is answered on opening.
 */
export function AcceptContractorPage() {
  const { companyId = '' } = useParams();
  const storeAnswer = useStoreInvitationAnswer();
  const invitation = useInvitation(companyId);
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerInvitation(companyId, accept),
    onSuccess: (saved) => storeAnswer(companyId, saved),
  });
  return (
    <QueryGate
      query={invitation}
      errorTitle="The request did not load"
      notFound={{
        title: 'No request waiting',
        body: 'There is no connection request from this company for your company. It may have been withdrawn or answered already.',
      }}
      frame={(problem) => (
        <Page title="Connection request">
          {problem}
          <Group>
            <Button component={Link} to={CONTRACTOR_HOME_PATH} variant="default" size="lg">
              Go to my contracted work
            </Button>
          </Group>
        </Page>
      )}
    >
      {(found) => {
        const shown = answer.data ?? found;
        return (
          <Page title="Connection request" size="sm">
            <Card withBorder radius="md" padding="lg">
              <Stack gap={6}>
                <Title order={2} fz="h3">
                  {shown.companyName}
                </Title>
                <Text>wants to add your company as a contractor, so they can send you jobs. You will see only the jobs they contract to you.</Text>
                <Text size="sm">Asked on {formatDate(shown.invitedOn)}</Text>
              </Stack>
            </Card>
            {shown.status === 'accepted' && (
              <Alert color="green" title="Connected">
                You are connected with {shown.companyName}. Jobs they contract to you appear under your contracted work.
              </Alert>
            )}
            {shown.status === 'declined' && (
              <Alert color="blue" title="Declined">
                You declined this request. {shown.companyName} has been told.
              </Alert>
            )}
            {answer.isError && (
              <Alert color="red" title="Your answer was not saved">
                {errorMessage(answer.error)}
              </Alert>
            )}
            {shown.status === 'pending' && (
              <Stack gap="sm">
                <Button
                  size="xl"
                  fullWidth
                  color="green"
                  leftSection={<IconCheck aria-hidden />}
                  loading={answer.isPending && answer.variables}
                  onClick={() => answer.mutate(true)}
                >
                  Accept connection
                </Button>
                <Button
                  size="lg"
                  fullWidth
                  variant="outline"
                  color="red.9"
                  leftSection={<IconX aria-hidden />}
                  loading={answer.isPending && !answer.variables}
                  onClick={() => answer.mutate(false)}
                >
                  Decline
                </Button>
              </Stack>
            )}
            <Group>
              <Button component={Link} to={CONTRACTOR_HOME_PATH} variant="default" size="lg">
                Go to my contracted work
              </Button>
            </Group>
          </Page>
        );
      }}
    </QueryGate>
  );
}
