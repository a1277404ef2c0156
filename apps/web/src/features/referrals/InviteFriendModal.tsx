import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZReferralInviteSchema } from '@hivis/contracts';
import { useState } from 'react';
import { EmailField } from '../../ui/forms/EmailField';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useServerForm } from '../../ui/forms/useServerForm';
import { sendReferral, useRefreshReferrals } from './referrals-api';
import { SentInvitations } from './SentInvitations';

/** Spec 5 "Invite": Send is enabled only when the text is an email address. */
const isEmail = (value: string) => ZReferralInviteSchema.safeParse({ email: value }).success;

/** Spec 2.5 'Invite a friend': one email address, Send, and the company's invitations so far. */
export function InviteFriendModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite a friend" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened && <InviteFriendForm />}
    </Modal>
  );
}

function InviteFriendForm() {
  const refreshReferrals = useRefreshReferrals();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  const send = useMutation({
    mutationFn: sendReferral,
    onSuccess: async (answer) => {
      setSent(answer.message);
      form.reset();
      await refreshReferrals();
    },
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: ['email'] });
  const valid = isEmail(form.values.email);

  return (
    <Stack gap="md">
      <Text size="sm">
        Know a business that would use HiVis? Send them an invitation. If they sign up through its link, the sign-up is recorded as your company’s referral.
      </Text>
      {sent && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {sent}
        </Alert>
      )}
      <FormProblem title="The invitation was not sent" problem={problem} />
      <form
        noValidate
        onSubmit={onSubmit((values) => {
          if (!isEmail(values.email)) return;
          setSent(null);
          return send.mutateAsync({ email: values.email });
        })}
      >
        <Stack gap="sm">
          <EmailField label="Their email address" data-autofocus {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!valid} loading={submitting}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <SentInvitations />
    </Stack>
  );
}
