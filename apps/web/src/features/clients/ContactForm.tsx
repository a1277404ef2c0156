import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZContactInputSchema } from '@hivis/contracts';
import type { TContactDetails, TContactInput } from '@hivis/contracts';
import { EmailField } from '../../ui/forms/EmailField';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useServerForm } from '../../ui/forms/useServerForm';
import { ClientSelect } from './ClientSelect';
import type { TPickedClient } from './ClientSelect';
import { validateWith } from './form-validation';

type TContactFormValues = {
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  phone: string;
  client: TPickedClient | null;
  notes: string;
};

const FIELDS = ['firstName', 'lastName', 'position', 'email', 'phone', 'clientId', 'notes'] as const;

function toPayload({ client, ...values }: TContactFormValues): TContactInput {
  return { ...values, clientId: client?.id ?? null };
}

type TContactFormProps = {
  contact?: TContactDetails;
  /** A new contact at this client (from the client's page). */
  client?: TPickedClient | null;
  submitLabel: string;
  problemTitle: string;
  onSubmit: (values: TContactInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Creating: the record id made on the device, kept with the draft (useDeviceId). */
  deviceId?: TDeviceId;
};

/** Adds or edits a contact (POST or PUT /api/v3/contact). */
export function ContactForm({ contact, client = null, submitLabel, problemTitle, onSubmit, onCancel, deviceId }: TContactFormProps) {
  const form = useForm<TContactFormValues>({
    mode: 'controlled',
    initialValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      position: contact?.position ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      client: contact?.clientId ? { id: contact.clientId, name: contact.clientName ?? '' } : client,
      notes: contact?.notes ?? '',
    },
    validate: (values) => {
      const { clientId, ...errors } = validateWith(ZContactInputSchema, toPayload(values));
      return clientId ? { ...errors, client: clientId } : errors;
    },
  });
  // The server names the field clientId; the form keeps the picked client as client.
  const draft = useFormDraft(form, { form: 'contact', recordId: contact?.id ?? (client ? `new-at-${client.id}` : null), deviceId });
  const { problem, submitting, onSubmit: submitWith } = useServerForm(form, { fields: [...FIELDS, 'client'], fieldNames: { clientId: 'client' } });

  return (
    <form noValidate aria-label={submitLabel} onSubmit={submitWith(draft.saveWith((submitted: TContactFormValues) => onSubmit(toPayload(submitted))))}>
      <Stack gap="md">
        {draft.prompt}
        <FormProblem title={problemTitle} problem={problem} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" required autoComplete="off" maxLength={100} {...form.getInputProps('firstName')} />
          <TextInput label="Last name (optional)" autoComplete="off" maxLength={100} {...form.getInputProps('lastName')} />
          <TextInput label="Position (optional)" description="Their role, e.g. ‘Site manager’." maxLength={100} {...form.getInputProps('position')} />
          <ClientSelect value={form.values.client} onChange={(picked) => form.setFieldValue('client', picked)} error={form.errors.client} />
          <EmailField label="Email address (optional)" required={false} autoComplete="off" {...form.getInputProps('email')} />
          <TextInput
            label="Phone number (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            description="At least 8 digits."
            maxLength={30}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Textarea
          size="md"
          label="Notes (optional)"
          description="E.g. best time to call, site access."
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button
              variant="default"
              onClick={() => {
                draft.discarded();
                onCancel();
              }}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
