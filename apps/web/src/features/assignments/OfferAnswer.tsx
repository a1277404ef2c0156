import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TWorkRequest } from '@hivis/contracts';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { AnswerBadge } from './AnswerBadge';
import { answerOwnRequest, useStoreOwnAnswer } from './assignments-api';

/**
 * Accept and Decline for the signed-in person while their offer is open. Big buttons: this is
 * pressed with a thumb on site. A person who accepted can still say they cannot make it.
 */
export function OfferAnswer({ request }: { request: TWorkRequest }) {
  const storeOwnAnswer = useStoreOwnAnswer();
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerOwnRequest(request.jobId, choice),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await storeOwnAnswer(request.jobId, result.request);
    },
  });
  if (!request.open) {
    return (
      <Alert color="gray" title="This work request is closed">
        {request.closedReason}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>Your answer:</Text>
        <AnswerBadge status={request.answer} />
      </Group>
      {answer.isError && (
        <Alert color="red" title="Your answer was not saved">
          {errorMessage(answer.error)}
        </Alert>
      )}
      <Group grow wrap="wrap">
        {request.answer !== 'accepted' && (
          <Button
            size="lg"
            color="green"
            leftSection={<IconCheck aria-hidden />}
            loading={answer.isPending && answer.variables === 'accept'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('accept')}
          >
            Accept job
          </Button>
        )}
        {request.answer !== 'declined' && (
          <Button
            size="lg"
            color="red.9"
            variant="outline"
            leftSection={<IconX aria-hidden />}
            loading={answer.isPending && answer.variables === 'decline'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('decline')}
          >
            {request.answer === 'accepted' ? 'Cannot make it' : 'Decline job'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
