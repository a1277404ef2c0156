import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { useCurrentUser } from '../auth/session';
import { formatDay, keepAccount, useClosureStatus, useStoreClosureStatus } from './closure-api';

/**
 * For the account pages: while the company's account is closing, says when its data will be
 * deleted and offers 'Keep my account'. Renders nothing otherwise (and for anyone but an account holder).
 */
export function ClosureNotice() {
  const status = useClosureStatus();
  const { data: user } = useCurrentUser();
  const storeClosureStatus = useStoreClosureStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useMutation({
    mutationFn: keepAccount,
    onSuccess: async (answer) => {
      if (answer.message) notifySuccess(answer.message);
      // The company's status changed: the menu and the routes follow /auth/info.
      await storeClosureStatus(user?.id, answer);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const data = status.data;
  if (!data?.closing || !data.dueOn) return null;
  const due = formatDay(data.dueOn, user?.company?.timeZone);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="This account is closed" role="region">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          The account of {data.companyName} was closed{data.requestedOn ? ` on ${formatDay(data.requestedOn, user?.company?.timeZone)}` : ''}. All of its data
          will be deleted for good on <strong>{due}</strong>. Until then you can keep the account: everything comes back as it was.
        </Text>
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Button
          loading={keep.isPending}
          onClick={() => {
            setProblem(null);
            keep.mutate();
          }}
        >
          Keep my account
        </Button>
      </Stack>
    </Alert>
  );
}
