import { ActionIcon, Alert, Button, Group, Pill, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { SHARE_MAX_RECIPIENTS, SHARE_MESSAGES, ZShareCompanyDetailsSchema } from '@hivis/contracts';
import { useState } from 'react';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { useServerForm } from '../../ui/forms/useServerForm';
import { shareCompanyDetails } from './sharing-api';

type TShareForm = { email: string; message: string };

const isEmail = (value: string) => ZShareCompanyDetailsSchema.shape.emails.element.safeParse(value).success;

/**
 * Addresses are added one at a time (as Send SWMS does, spec 5): Add is enabled for a valid
 * address, a duplicate is refused, and text still in the box is added on send.
 */
export function ShareByEmailForm() {
  const [emails, setEmails] = useState<string[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<TShareForm>({ mode: 'controlled', initialValues: { email: '', message: '' } });
  const send = useMutation({
    mutationFn: shareCompanyDetails,
    onSuccess: (answer) => {
      setSent(answer.message);
      setEmails([]);
      form.reset();
    },
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: ['message'] });

  /** Adds the typed address; answers the list with it, or null when it cannot be added. */
  const addTyped = (): string[] | null => {
    const typed = form.values.email.trim().toLowerCase();
    if (!isEmail(typed)) {
      form.setFieldError('email', SHARE_MESSAGES.emailInvalid);
      return null;
    }
    if (emails.includes(typed)) {
      form.setFieldError('email', SHARE_MESSAGES.duplicate);
      return null;
    }
    if (emails.length >= SHARE_MAX_RECIPIENTS) {
      form.setFieldError('email', SHARE_MESSAGES.emailsTooMany);
      return null;
    }
    const next = [...emails, typed];
    setEmails(next);
    form.setFieldValue('email', '');
    return next;
  };

  const onSend = onSubmit((values) => {
    setSent(null);
    const recipients = values.email.trim() === '' ? emails : addTyped();
    if (recipients === null) return;
    if (recipients.length === 0) {
      form.setFieldError('email', SHARE_MESSAGES.emailInvalid);
      return;
    }
    return send.mutateAsync({ emails: recipients, message: values.message.trim() === '' ? undefined : values.message });
  });

  return (
    <FormSection id="share-by-email" title="Send by email">
      {sent && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {sent}
        </Alert>
      )}
      <FormProblem title="The details were not sent" problem={problem} />
      <form noValidate onSubmit={onSend}>
        <Stack gap="md">
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label="Email address"
              description={`Add up to ${SHARE_MAX_RECIPIENTS} addresses, for example the principal contractor’s site office.`}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps('email')}
              onKeyDown={(event) => {
                // Enter adds the address; Send sends.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addTyped();
                }
              }}
            />
            <ActionIcon
              size={44}
              variant="default"
              aria-label="Add email address"
              disabled={!isEmail(form.values.email.trim())}
              onClick={() => addTyped()}
              mb={form.errors.email ? 26 : 0}
            >
              <IconPlus size={22} aria-hidden />
            </ActionIcon>
          </Group>
          {emails.length > 0 && (
            <Pill.Group aria-label="Addresses to send to">
              {emails.map((email) => (
                <Pill
                  key={email}
                  withRemoveButton
                  onRemove={() => setEmails(emails.filter((each) => each !== email))}
                  removeButtonProps={{ 'aria-label': `Remove ${email}` }}
                >
                  {email}
                </Pill>
              ))}
            </Pill.Group>
          )}
          <Textarea label="Message (optional)" autosize minRows={2} maxRows={6} maxLength={1000} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              Send details
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
