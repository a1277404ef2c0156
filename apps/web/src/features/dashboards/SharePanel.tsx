import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TCreatedDashboardLink, TDashboardId } from '@hivis/contracts';
import { useId, useState } from 'react';
import { useServerForm } from '../../ui/forms/useServerForm';
import { FormProblem } from '../../ui/forms/FormProblem';
import { notifySuccess } from '../../ui/notify';
import { CreatedLink } from './CreatedLink';
import { DashboardLinksTable } from './DashboardLinksTable';
import { createDashboardLink, useRefreshDashboardLinks } from './dashboards-api';

const LIFETIMES = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

type TShareValues = { label: string; expiresInDays: string };

/**
 * "Share / embed": read-only links to this dashboard for a screen in the office or an intranet
 * page. A link is shown once, when made; the list below can revoke any of them.
 */
export function SharePanel({ dashboardId, title }: { dashboardId: TDashboardId; title: string }) {
  const headingId = useId();
  const refresh = useRefreshDashboardLinks();
  const [created, setCreated] = useState<TCreatedDashboardLink | null>(null);
  const form = useForm<TShareValues>({ initialValues: { label: '', expiresInDays: '30' } });
  const create = useMutation({
    mutationFn: (values: TShareValues) => createDashboardLink({ dashboardId, label: values.label.trim() || null, expiresInDays: Number(values.expiresInDays) }),
    onSuccess: (result) => {
      setCreated(result);
      form.reset();
      notifySuccess('Dashboard link created. Copy it now: it is shown only once.');
      void refresh();
    },
  });
  const { problem, submitting, onSubmit } = useServerForm(form);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Share / embed
        </Title>
        <Text maw={720}>
          A link shows this dashboard without signing in, read-only, and refreshes every 5 minutes: for a TV in the office or a page of your intranet. It shows
          names and hours but no email addresses or phone numbers. Anyone with the link can see it until it expires or you revoke it.
        </Text>
        <form onSubmit={onSubmit(create.mutateAsync)} noValidate>
          <Stack gap="sm">
            <FormProblem title="The link was not created" problem={problem} />
            <Group align="flex-end" gap="md" wrap="wrap">
              <TextInput
                label="Label (optional)"
                description="Where the link is used"
                placeholder="Office TV"
                maxLength={100}
                size="md"
                w={{ base: '100%', xs: 260 }}
                {...form.getInputProps('label')}
              />
              <NativeSelect label="Link lasts" data={LIFETIMES} size="md" w={{ base: '100%', xs: 160 }} {...form.getInputProps('expiresInDays')} />
              <Button type="submit" size="md" leftSection={<IconLink size={18} aria-hidden />} loading={submitting}>
                Create link
              </Button>
            </Group>
          </Stack>
        </form>
        {created && <CreatedLink created={created} title={title} onDone={() => setCreated(null)} />}
        <DashboardLinksTable dashboardId={dashboardId} />
      </Stack>
    </Card>
  );
}
