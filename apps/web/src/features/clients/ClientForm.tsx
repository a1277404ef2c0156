import { Button, Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLIENT_KINDS, ZClientDetailsSchema, ZClientInputSchema, formatAddress } from '@hivis/contracts';
import type { TAddress, TClientDetails, TClientInput, TClientKind, TEditBase } from '@hivis/contracts';
import { useRef } from 'react';
import { AddressFields } from '../../ui/address/AddressFields';
import { EmailField } from '../../ui/forms/EmailField';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { EditConflictDialog, conflictRows } from '../../ui/forms/EditConflictDialog';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useEditConflict } from '../../ui/forms/useEditConflict';
import { useServerForm } from '../../ui/forms/useServerForm';
import { validateWith } from '../../ui/forms/form-validation';

type TClientFormValues = { kind: TClientKind; name: string; abn: string; email: string; phone: string; address: TAddress; notes: string };

const FIELDS = ['kind', 'name', 'abn', 'email', 'phone', 'notes'] as const;
const ADDRESS_PARTS = ['country', 'state', 'suburb', 'postCode', 'streetName'] as const;
const EMPTY_ADDRESS: TAddress = { country: 'Australia' };

function initialValues(client: TClientDetails | undefined): TClientFormValues {
  return {
    kind: client?.kind ?? 'company',
    name: client?.name ?? '',
    abn: client?.abn ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? EMPTY_ADDRESS,
    notes: client?.notes ?? '',
  };
}

/** The fields an edit conflict compares, in words. */
const CONFLICT_FIELDS = {
  kind: { label: 'The client is', words: (kind: TClientKind) => (kind === 'company' ? 'A business' : 'A private person') },
  name: { label: 'Name', words: (name: string) => name.trim() },
  abn: { label: 'ABN', words: (abn: string) => abn.trim() },
  email: { label: 'Email', words: (email: string) => email.trim() },
  phone: { label: 'Phone', words: (phone: string) => phone.trim() },
  address: { label: 'Address', words: (address: TAddress) => formatAddress(address) },
  notes: { label: 'Notes', words: (notes: string) => notes.trim() },
};

/** A person has no ABN: it is not sent, so switching kind back and forth never blocks saving. */
function toPayload(values: TClientFormValues): TClientInput {
  return { ...values, abn: values.kind === 'company' ? values.abn : '' };
}

type TClientFormProps = {
  client?: TClientDetails;
  submitLabel: string;
  problemTitle: string;
  /** Editing, the values say which version of the client they were based on (`basedOn`). */
  onSubmit: (values: TClientInput & TEditBase) => Promise<unknown>;
  onCancel?: () => void;
  /** Editing: someone else had saved the client meanwhile, and the person took their version. */
  onTheirs?: (theirs: TClientDetails) => void;
  /** Creating: the record id made on the device, kept with the draft (useDeviceId). */
  deviceId?: TDeviceId;
};

/** Adds or edits a client (POST or PUT /api/v3/client). */
export function ClientForm({ client, submitLabel, problemTitle, onSubmit, onCancel, onTheirs, deviceId }: TClientFormProps) {
  const form = useForm<TClientFormValues>({
    mode: 'controlled',
    initialValues: initialValues(client),
    validate: (values) => validateWith(ZClientInputSchema, toPayload(values)),
  });
  const draft = useFormDraft(form, { form: 'client', recordId: client?.id, deviceId });
  const { problem, submitting, onSubmit: submitWith } = useServerForm(form, { fields: FIELDS });
  const { values } = form;
  // Someone else's save since the form opened is a conflict to choose on, not saved over.
  const conflict = useEditConflict(client, ZClientDetailsSchema);
  const formElement = useRef<HTMLFormElement>(null);
  const takeTheirs = () => {
    const theirs = conflict.takeTheirs();
    if (!theirs) return;
    draft.discarded();
    form.setValues(initialValues(theirs));
    form.resetDirty(initialValues(theirs));
    onTheirs?.(theirs);
  };
  const addressErrors = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, form.errors[`address.${part}`]]));

  return (
    <form
      ref={formElement}
      noValidate
      aria-label={submitLabel}
      onSubmit={submitWith(draft.saveWith((submitted: TClientFormValues) => conflict.send((base) => onSubmit({ ...toPayload(submitted), ...base }))))}
    >
      <Stack gap="md">
        {draft.prompt}
        <EditConflictDialog
          rows={conflict.theirs && conflictRows(values, initialValues(conflict.theirs), CONFLICT_FIELDS)}
          onKeepMine={() => {
            conflict.keepMine();
            formElement.current?.requestSubmit();
          }}
          onUseTheirs={takeTheirs}
          onDismiss={conflict.close}
        />
        <FormProblem title={problemTitle} problem={problem} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="client-kind-label">
            The client is
          </Text>
          <SegmentedControl
            aria-labelledby="client-kind-label"
            data={CLIENT_KINDS.map((kind) => ({ value: kind, label: kind === 'company' ? 'A business' : 'A private person' }))}
            value={values.kind}
            onChange={(kind) => form.setFieldValue('kind', kind as TClientKind)}
            fullWidth
            maw={420}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={values.kind === 'company' ? 'Business name' : 'Full name'}
            description={values.kind === 'company' ? 'As the client is known, e.g. ‘Harbour Developments’.' : 'E.g. ‘Jo and Sam Taylor’.'}
            required
            autoComplete={values.kind === 'company' ? 'organization' : 'name'}
            maxLength={200}
            {...form.getInputProps('name')}
          />
          {values.kind === 'company' && (
            <TextInput label="ABN (optional)" description="11 digits, spaces are fine." inputMode="numeric" maxLength={20} {...form.getInputProps('abn')} />
          )}
          <EmailField label="Email address (optional)" required={false} {...form.getInputProps('email')} />
          <TextInput
            label="Phone number (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            description="At least 8 digits."
            maxLength={30}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Fieldset legend="Address (optional)" variant="unstyled">
          <AddressFields value={values.address} errors={addressErrors} onChange={(next) => form.setFieldValue('address', next)} />
        </Fieldset>
        <Textarea
          size="md"
          label="Notes (optional)"
          description="Anything the team should know: gate codes, billing contact, preferences."
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
