import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { formatZonedDateTime } from '@hivis/contracts';
import type { TAuditLink } from '@hivis/contracts';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { notifySuccess } from '../../../ui/notify';
import { KIND_LABELS, editLinkValues, enabledAfterEdit, isCapacityMessage, linkEditErrors, linkEditOf } from './link-words';
import type { TLinkFormValues } from './link-words';
import { BrandingCheckbox, CapacityAlert, ExpiryFields } from './LinkFormParts';
import { useSaveAuditLink } from './links-api';

/** The form's fields shown, the server's expiresAt on the date; a permanent link has no expiry to show it on. */
const FIELDS = ['name', 'expiresDate', 'expiresTime', 'brandingVisible'] as const;
const fieldsOf = (values: TLinkFormValues) => (values.kind === 'temporary' ? FIELDS : FIELDS.filter((field) => !field.startsWith('expires')));
const FIELD_NAMES = { expiresAt: 'expiresDate' };

type TLinkSettingsModalProps = {
  link: TAuditLink;
  /** Opened by switching on a temporary link past its expiry: it needs a later one to go on. */
  switchingOn: boolean;
  timeZone: string;
  onClose: () => void;
};

/** A link's name, expiry (a temporary one's) and branding; or the new expiry a link needs to be switched on. */
export function LinkSettingsModal({ link, switchingOn, timeZone, onClose }: TLinkSettingsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const enabled = (values: TLinkFormValues) => enabledAfterEdit(link, values, switchingOn, timeZone);
  const form = useForm<TLinkFormValues>({
    mode: 'controlled',
    initialValues: editLinkValues(link, timeZone, new Date(), switchingOn),
    validate: (values) => linkEditErrors(link, values, enabled(values), timeZone),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: fieldsOf, fieldNames: FIELD_NAMES });
  const save = useSaveAuditLink();
  const title = switchingOn ? `Switch on ${link.name}` : `Edit ${link.name}`;
  const problemTitle = switchingOn ? 'The link was not switched on' : 'The link was not saved';

  const submit = async (values: TLinkFormValues) => {
    const saved = await save.mutateAsync(linkEditOf(link, values, enabled(values), timeZone));
    notifySuccess(switchingOn ? `${saved.name} is on: it takes answers again.` : `${saved.name} saved.`);
    onClose();
  };

  const expiredNote =
    !switchingOn && link.state === 'expired' && link.expiresAt ? (
      <Text size="sm">
        It expired {formatZonedDateTime(link.expiresAt, timeZone)}. Choose a later time to open it again; left as it is, the link stays closed and shows as Off.
      </Text>
    ) : undefined;

  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate aria-label={title} onSubmit={onSubmit(submit)}>
        <Stack gap="md">
          {switchingOn && <Text>Its expiry has passed. Choose when it stops taking answers this time, and it is switched on.</Text>}
          <Text size="sm">
            {KIND_LABELS[link.kind]} link to {link.templateName}
          </Text>
          <TextInput label="Link name" maxLength={120} autoComplete="off" data-autofocus={switchingOn ? undefined : true} {...form.getInputProps('name')} />
          {link.kind === 'temporary' && <ExpiryFields form={form} timeZone={timeZone} note={expiredNote} focusDate={switchingOn} />}
          <BrandingCheckbox form={form} />
          {isCapacityMessage(problem) ? (
            <CapacityAlert tone="problem" title={problemTitle} message={problem} />
          ) : (
            <FormProblem title={problemTitle} problem={problem} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {switchingOn ? 'Switch on' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
