import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZContactDetailsSchema, ZContactInputSchema } from '@hivis/contracts';
import type { TContactDetails, TContactInput, TEditBase } from '@hivis/contracts';
import { useRef } from 'react';
import { EmailField } from '../../ui/forms/EmailField';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { EditConflictDialog, conflictRows } from '../../ui/forms/EditConflictDialog';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useEditConflict } from '../../ui/forms/useEditConflict';
import { useServerForm } from '../../ui/forms/useServerForm';
import { ClientSelect } from './ClientSelect';
import type { TPickedClient } from './ClientSelect';
import { validateWith } from '../../ui/forms/form-validation';

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

function valuesOf(contact: TContactDetails | undefined, client: TPickedClient | null): TContactFormValues {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    position: contact?.position ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    client: contact?.clientId ? { id: contact.clientId, name: contact.clientName ?? '' } : client,
    notes: contact?.notes ?? '',
  };
}

const words = (text: string) => text.trim();

/** The fields an edit conflict compares, in words. */
const CONFLICT_FIELDS = {
  firstName: { label: 'First name', words },
  lastName: { label: 'Last name', words },
  position: { label: 'Position', words },
  email: { label: 'Email address', words },
  phone: { label: 'Phone number', words },
  client: { label: 'Client', words: (picked: TPickedClient | null) => picked?.name ?? '' },
  notes: { label: 'Notes', words },
};

function toPayload({ client, ...values }: TContactFormValues): TContactInput {
  return { ...values, clientId: client?.id ?? null };
}

type TContactFormProps = {
  contact?: TContactDetails;
  /** A new contact at this client (from the client's page). */
  client?: TPickedClient | null;
  submitLabel: string;
  problemTitle: string;
  /** Editing, the values say which version of the contact they were based on (`basedOn`). */
  onSubmit: (values: TContactInput & TEditBase) => Promise<unknown>;
  onCancel?: () => void;
  /** Editing: someone else had saved the contact meanwhile, and the person took their version. */
  onTheirs?: (theirs: TContactDetails) => void;
  /** Creating: the record id made on the device, kept with the draft (useDeviceId). */
  deviceId?: TDeviceId;
};

/** Adds or edits a contact (POST or PUT /api/v3/contact). */
export function ContactForm({ contact, client = null, submitLabel, problemTitle, onSubmit, onCancel, onTheirs, deviceId }: TContactFormProps) {
  const form = useForm<TContactFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(contact, client),
    validate: (values) => {
      const { clientId, ...errors } = validateWith(ZContactInputSchema, toPayload(values));
      return clientId ? { ...errors, client: clientId } : errors;
    },
  });
  // The server names the field clientId; the form keeps the picked client as client.
  const draft = useFormDraft(form, { form: 'contact', recordId: contact?.id ?? (client ? `new-at-${client.id}` : null), deviceId });
  const { problem, submitting, onSubmit: submitWith } = useServerForm(form, { fields: [...FIELDS, 'client'], fieldNames: { clientId: 'client' } });
  // Someone else's save since the form opened is a conflict to choose on, not saved over.
  const conflict = useEditConflict(contact, ZContactDetailsSchema);
  const formElement = useRef<HTMLFormElement>(null);
  const takeTheirs = () => {
    const theirs = conflict.takeTheirs();
    if (!theirs) return;
    draft.discarded();
    form.setValues(valuesOf(theirs, null));
    form.resetDirty(valuesOf(theirs, null));
    onTheirs?.(theirs);
  };

  return (
    <form
      ref={formElement}
      noValidate
      aria-label={submitLabel}
      onSubmit={submitWith(draft.saveWith((submitted: TContactFormValues) => conflict.send((base) => onSubmit({ ...toPayload(submitted), ...base }))))}
    >
      <Stack gap="md">
        {draft.prompt}
        <EditConflictDialog
          rows={conflict.theirs && conflictRows(form.values, valuesOf(conflict.theirs, null), CONFLICT_FIELDS)}
          onKeepMine={() => {
            conflict.keepMine();
            formElement.current?.requestSubmit();
          }}
          onUseTheirs={takeTheirs}
          onDismiss={conflict.close}
        />
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
