import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { usePageTitle } from '../../ui/page-title';
import { FormProblem } from '../../ui/forms/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { EstimateSummary } from './EstimateSummary';
import { cancelTestCheckout, fetchTestCheckout, payTestCheckout } from './signup-api';

/** /checkout/test/{sessionId}: the built-in TEST MODE payment page (no payment provider, no money taken). */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  usePageTitle('Test checkout');
  const [problem, setProblem] = useState<string | null>(null);
  const session = useQuery({
    queryKey: queryKeys.testCheckout(sessionId),
    queryFn: ({ signal }) => fetchTestCheckout(sessionId, signal),
    retry: false,
  });
  const go = ({ url }: { url: string }) => window.location.assign(url);
  const fail = (error: unknown) => {
    setProblem(errorMessage(error));
    void session.refetch();
  };
  const pay = useMutation({ mutationFn: () => payTestCheckout(sessionId), onSuccess: go, onError: fail });
  const cancel = useMutation({ mutationFn: () => cancelTestCheckout(sessionId), onSuccess: go, onError: fail });
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Alert color="yellow" variant="filled" icon={<IconAlertTriangle aria-hidden />} title="Test mode — no money is taken" role="note">
          This is the built-in test checkout. Pay and Cancel act like a real payment page, but no card is asked for and nothing is charged.
        </Alert>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Test checkout
        </Title>
        {session.isPending && <PageLoader label="Loading your order…" />}
        {session.isError && (
          <Alert color="red" title="We could not find this checkout">
            <Stack gap="sm" align="flex-start">
              <Text>{errorMessage(session.error)}</Text>
              <Button component={Link} to="/pricing" variant="default">
                Back to pricing
              </Button>
            </Stack>
          </Alert>
        )}
        {session.data && (
          <>
            <Text>
              Order for <strong>{session.data.companyName}</strong>
            </Text>
            <EstimateSummary estimate={session.data.estimate} title="Your order" />
            <FormProblem title="That did not work" problem={problem} />
            {session.data.status === 'open' && (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" size="md" onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={busy && !cancel.isPending}>
                  Cancel
                </Button>
                <Button size="md" onClick={() => pay.mutate()} loading={pay.isPending} disabled={busy && !pay.isPending} miw={160}>
                  Pay (test)
                </Button>
              </Group>
            )}
            {session.data.status === 'completed' && (
              <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="This order has been paid">
                <Button component={Link} to="/purchase-complete" variant="default" mt="sm">
                  Continue
                </Button>
              </Alert>
            )}
            {session.data.status === 'cancelled' && (
              <Alert color="gray" icon={<IconCircleX aria-hidden />} title="This order was cancelled">
                <Button component={Link} to="/cart" variant="default" mt="sm">
                  Try again
                </Button>
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
