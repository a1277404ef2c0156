import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTIFICATION_METHODS, NOTIFICATION_METHOD_LABELS } from '@hivis/contracts';
import type { TIncidentDetails, TRegulator } from '@hivis/contracts';
import { getStoredAuth } from '../../api/auth-storage';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { useSaveNotification } from './incidents-api';
import {
  NOTIFICATION_FIELDS,
  NOTIFICATION_FIELD_NAMES,
  newNotificationValues,
  notificationValuesOf,
  toNotificationBody,
  validateNotificationValues,
} from './notification-form-values';
import type { TNotificationFormValues } from './notification-form-values';

/*
 * Recording the notice given to the regulator, usually straight after the call: when, who, how,
 * the reference they gave, and the written notice: Victoria's written record is always due within
 * 48 hours; elsewhere it is given only when the regulator asks, so "not needed" is an answer there.
 */

type TNotificationFormProps = {
  incident: TIncidentDetails;
  regulator: TRegulator;
  onDone: () => void;
  /** A record exists: Cancel goes back to it. */
  onCancel?: () => void;
};

function ownName(): string {
  const auth = getStoredAuth();
  return auth ? `${auth.firstName} ${auth.lastName}`.trim() : '';
}

export function NotificationForm({ incident, regulator, onDone, onCancel }: TNotificationFormProps) {
  const always = regulator.writtenNotice === 'always';
  const form = useForm<TNotificationFormValues>({
    mode: 'controlled',
    initialValues: incident.notification ? notificationValuesOf(incident.notification) : newNotificationValues(new Date(), ownName()),
    validate: (values) => validateNotificationValues(values, always),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, {
    fields: NOTIFICATION_FIELDS,
    fieldNames: NOTIFICATION_FIELD_NAMES,
    invalidMessage: CHECK_FIELDS,
  });
  const save = useSaveNotification(incident.id);

  const send = async (values: TNotificationFormValues) => {
    await save.mutateAsync(toNotificationBody(values, always));
    notifySuccess('Notice record saved.');
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit(send)} aria-label="Notice to the regulator">
      <Stack gap="md">
        <FormProblem title="The notice record was not saved" problem={problem} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label="Date told" size="md" required {...form.getInputProps('notifiedDate')} />
          <TextInput type="time" label="Time told" size="md" required {...form.getInputProps('notifiedTime')} />
        </SimpleGrid>
        <TextInput label="Who told them" size="md" required autoComplete="off" maxLength={120} {...form.getInputProps('notifiedBy')} />
        <NativeSelect
          label="How"
          size="md"
          required
          withAsterisk={false}
          data={[
            { value: '', label: 'Choose…', disabled: true },
            ...NOTIFICATION_METHODS.map((method) => ({ value: method, label: NOTIFICATION_METHOD_LABELS[method] })),
          ]}
          {...form.getInputProps('method')}
        />
        <TextInput
          label={`${regulator.name}’s reference (optional)`}
          description="The number they gave for this notification."
          size="md"
          autoComplete="off"
          maxLength={120}
          {...form.getInputProps('reference')}
        />
        <Stack gap="xs">
          <Text fw={600}>{always ? 'Written record' : 'Written notice'}</Text>
          <Text size="sm" c="dimmed">
            {always
              ? `${regulator.name} needs a written record within 48 hours (${regulator.writtenNoticeReference}). Enter when it was given.`
              : `Only if ${regulator.name} asks for one: within 48 hours of their asking (${regulator.writtenNoticeReference}). The online form is a written notice.`}
          </Text>
          {!always && (
            <Checkbox
              label={`${regulator.name} asked for a written notice`}
              description="The 48 hours run from when they asked."
              size="md"
              {...form.getInputProps('writtenNoticeAsked', { type: 'checkbox' })}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={always ? 'Written record date' : 'Written notice date'} size="md" {...form.getInputProps('writtenDate')} />
            <TextInput type="time" label={always ? 'Written record time' : 'Written notice time'} size="md" {...form.getInputProps('writtenTime')} />
          </SimpleGrid>
        </Stack>
        <Group gap="sm">
          <Button type="submit" size="lg" loading={submitting}>
            Save notice record
          </Button>
          {onCancel && (
            <Button variant="default" size="lg" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
