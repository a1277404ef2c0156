import { Button, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { WORKSITE_NOTES_MAX, ZWorksiteSchema } from '@hivis/contracts';
import type { TAddress, TEditBase, TWorksite, TWorksiteInput } from '@hivis/contracts';
import { useRef } from 'react';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { AddressFields } from '../../ui/address/AddressFields';
import { EditConflictDialog } from '../../ui/forms/EditConflictDialog';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { CurrentLocationButton } from './CurrentLocationButton';
import { MapLink } from './MapLink';
import { SiteContactsFields } from './SiteContactsFields';
import { initialWorksiteValues, worksiteFormFields, toWorksitePayload, validateWorksiteValues } from './worksite-form-values';
import type { TWorksiteFormValues } from './worksite-form-values';
import { worksiteConflictRows } from './worksite-edit-conflict';
import { useEditConflict } from '../../ui/forms/useEditConflict';

const ADDRESS_PARTS = ['country', 'state', 'suburb', 'postCode', 'streetName'] as const;

type TWorksiteFormProps = {
  /** The site being edited; null to create one. */
  worksite: TWorksite | null;
  /** A new site's country (the company's). */
  country?: string;
  /** Archived sites are read-only until restored (the server refuses changes too). */
  readOnly?: boolean;
  submitLabel: string;
  /** Editing, the payload says which version of the site it was based on (`basedOn`). */
  onSubmit: (payload: TWorksiteInput & TEditBase) => Promise<TWorksite>;
  onSaved: (saved: TWorksite) => void;
  /** Creating: the record id made on the device, kept with the draft (useDeviceId). */
  deviceId?: TDeviceId;
};

/** Create and edit share this form: name, address with its map point, site contacts, notes. */
export function WorksiteForm({ worksite, country, readOnly = false, submitLabel, onSubmit, onSaved, deviceId }: TWorksiteFormProps) {
  const form = useForm<TWorksiteFormValues>({
    mode: 'controlled',
    initialValues: initialWorksiteValues(worksite, country),
    validate: validateWorksiteValues,
  });
  // On a phone the first wrong field can be far above the button: say so next to it.
  const { problem, submitting, onSubmit: submitWith } = useServerForm(form, { fields: worksiteFormFields, invalidMessage: CHECK_FIELDS });
  const { values } = form;
  // Kept on the device as it is typed, offered back if the page is left or lost before saving.
  const draft = useFormDraft(form, { form: 'worksite', recordId: worksite?.id, enabled: !readOnly, deviceId });

  // Someone else's save since the form opened is a conflict to choose on, not saved over.
  const conflict = useEditConflict(worksite, ZWorksiteSchema);
  const { theirs } = conflict;
  const formElement = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: (submitted: TWorksiteFormValues) => conflict.send((base) => onSubmit({ ...toWorksitePayload(submitted), ...base })),
    onSuccess: (saved) => {
      form.resetDirty();
      onSaved(saved);
    },
  });
  const keepMine = () => {
    if (!theirs) return;
    // Saved again, over the version now shown: theirs was seen and set aside.
    conflict.keepMine();
    formElement.current?.requestSubmit();
  };
  const takeTheirs = () => {
    if (!theirs) return;
    draft.discarded();
    conflict.close();
    onSaved(theirs);
  };

  const addressErrors = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, form.errors[`address.${part}`]]));
  const setAddress = (next: TAddress) => form.setFieldValue('address', next);

  return (
    <form ref={formElement} noValidate aria-label={submitLabel} onSubmit={submitWith(draft.saveWith(save.mutateAsync))}>
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="lg">
          <EditConflictDialog rows={theirs && worksiteConflictRows(values, theirs)} onKeepMine={keepMine} onUseTheirs={takeTheirs} onDismiss={conflict.close} />
          {draft.prompt}
          <FormSection id="worksite-name" title="Worksite">
            <TextInput
              label="Worksite name"
              description="What your crew call the site, e.g. ‘Bondi Pavilion’ or ‘Smith St townhouses’."
              size="md"
              required
              autoComplete="off"
              {...form.getInputProps('name')}
            />
          </FormSection>

          <FormSection id="worksite-address" title="Address and map point">
            <AddressFields value={values.address} errors={addressErrors} disabled={readOnly} onChange={setAddress} />
            <PointSummary address={values.address} name={values.name} onClear={() => setAddress({ ...values.address, geo: null })} />
            <CurrentLocationButton
              disabled={readOnly}
              onLocated={(geo) => setAddress({ ...values.address, geo, exactPlaceMatch: true, usePlaceLatLongOnly: false })}
            />
          </FormSection>

          <FormSection id="worksite-contacts" title="Site contacts">
            <SiteContactsFields form={form} />
          </FormSection>

          <FormSection id="worksite-notes" title="Notes">
            <Textarea
              label="Notes for the crew"
              description={`Access, parking, gate codes, hazards on arrival. Up to ${WORKSITE_NOTES_MAX} characters.`}
              size="md"
              autosize
              minRows={3}
              maxRows={12}
              {...form.getInputProps('notes')}
            />
          </FormSection>

          <FormProblem title="The worksite was not saved" problem={problem} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" size="md" leftSection={<IconDeviceFloppy size={20} aria-hidden />} loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}

/** Where the map point came from, so nobody mistakes a suburb's centre for the site gate. */
function PointSummary({ address, name, onClear }: { address: TAddress; name: string; onClear: () => void }) {
  const geo = address.geo;
  if (!geo) {
    return (
      <Text size="sm" c="dimmed">
        No map point yet. Choose the suburb in the look-up, or stand at the site and use your current location.
      </Text>
    );
  }
  const source = address.usePlaceLatLongOnly ? `the centre of ${address.suburb || 'the suburb'}` : 'your location when you pressed the button';
  return (
    <Stack gap={2}>
      <Text size="sm">
        Map point: {geo.lat.toFixed(5)}, {geo.long.toFixed(5)} ({source}).
      </Text>
      <Group gap="md">
        <MapLink geo={geo} label="Check on map" siteName={name || 'this worksite'} />
        <Button variant="subtle" size="sm" onClick={onClear}>
          Remove map point
        </Button>
      </Group>
    </Stack>
  );
}
