import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImpersonateSchema } from '@hivis/contracts';
import type { TImpersonate } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { storeAuth } from '../../api/auth-storage';
import { applyServerErrors } from '../../ui/forms/server-errors';
import { notifyInfo } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { impersonate } from './admin-api';

/**
 * /admin-tools: act as another user (spec 2.5, 6). The answer is a full login for that user;
 * it replaces the admin's own, the features are loaded afresh, and the app starts at /.
 */
export function AdminToolsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TImpersonate>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(ZImpersonateSchema, { sync: true }),
  });

  const actAs = useMutation({
    mutationFn: impersonate,
    onSuccess: (auth) => {
      // The admin's cached answers must not show while acting as someone else.
      queryClient.clear();
      storeAuth(auth);
      void navigate('/', { replace: true });
      notifyInfo(`You are now using HiVis as ${auth.firstName} ${auth.lastName}.`);
    },
    onError: (error) => setProblem(applyServerErrors(form, error, ['email'])),
  });

  return (
    <Page title="Admin Tools" size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="impersonate-heading">
        <Stack gap="md">
          <Title order={2} fz="h3" id="impersonate-heading">
            Impersonate a user
          </Title>
          <Text>
            Sign in as another user to see HiVis as they do. Every use is recorded. To return to your own account, sign out and log in again.
          </Text>
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Could not impersonate">
              {problem}
            </Alert>
          )}
          <form
            noValidate
            onSubmit={form.onSubmit((values) => {
              setProblem(null);
              actAs.mutate(values);
            })}
          >
            <Stack gap="md">
              <TextInput
                label="User's email address"
                type="email"
                inputMode="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                {...form.getInputProps('email')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={actAs.isPending}>
                  Impersonate
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Page>
  );
}
