import { Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImpersonateSchema } from '@hivis/contracts';
import type { TImpersonate } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { storeAuth } from '../../api/auth-storage';
import { useServerForm } from '../../ui/forms/useServerForm';
import { notifyInfo } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { impersonate } from './admin-api';
import { FormProblem } from '../../ui/forms/FormProblem';
import { EmailField } from '../../ui/forms/EmailField';
import { FormSection } from '../../ui/forms/FormSection';

/**
 * /admin-tools: act as another user (spec 2.5, 6). The answer is a full login for that user;
 * it replaces the admin's own, the features are loaded afresh, and the app starts at /.
 */
export function AdminToolsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<TImpersonate>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(ZImpersonateSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: ['email'] });

  const actAs = useMutation({
    mutationFn: impersonate,
    onSuccess: (auth) => {
      // The admin's cached answers must not show while acting as someone else.
      queryClient.clear();
      storeAuth(auth);
      void navigate('/', { replace: true });
      notifyInfo(`You are now using HiVis as ${auth.firstName} ${auth.lastName}.`);
    },
  });

  return (
    <Page title="Admin Tools" size="sm">
      <FormSection id="impersonate" title="Impersonate a user">
        <Text>Sign in as another user to see HiVis as they do. Every use is recorded. To return to your own account, sign out and log in again.</Text>
        <FormProblem title="Could not impersonate" problem={problem} />
        <form noValidate onSubmit={onSubmit(actAs.mutateAsync)}>
          <Stack gap="md">
            <EmailField label="User's email address" autoComplete="off" {...form.getInputProps('email')} />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                Impersonate
              </Button>
            </Group>
          </Stack>
        </form>
      </FormSection>
    </Page>
  );
}
