import { Alert, Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { formatZonedDateTime } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TIME_ZONE_LABELS } from '../../company/time-zones';
import { CHANGE_PLAN_PATH } from '../../employees/employee-paths';
import { expiryOf } from './link-words';
import type { TLinkFormValues } from './link-words';

const zoneLabel = (timeZone: string) => TIME_ZONE_LABELS[timeZone as keyof typeof TIME_ZONE_LABELS] ?? timeZone.replace(/_/g, ' ');

/** The way to more links: the plan. Big enough for a thumb. */
export function PlanLink() {
  return (
    <Anchor component={Link} to={CHANGE_PLAN_PATH} fw={600} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
      Change your plan
    </Anchor>
  );
}

/** A refusal or a warning about the plan's links, with the way to more of them. */
export function CapacityAlert({ title, message, tone }: { title: string; message: ReactNode; tone: 'problem' | 'warning' }) {
  return (
    <Alert color={tone === 'problem' ? 'red' : 'orange'} icon={tone === 'problem' ? <IconAlertTriangle aria-hidden /> : <IconLock aria-hidden />} title={title}>
      <Text size="sm">{message}</Text>
      <PlanLink />
    </Alert>
  );
}

type TExpiryFieldsProps = {
  form: UseFormReturnType<TLinkFormValues>;
  timeZone: string;
  /** Said under the fields, e.g. that the link has expired. */
  note?: ReactNode;
  /** The date takes the focus when its dialog opens. */
  focusDate?: boolean;
};

/**
 * When a temporary link stops: date and time fields in the company's zone (a phone shows its own
 * pickers), and the choice read back the HiVis way.
 */
export function ExpiryFields({ form, timeZone, note, focusDate = false }: TExpiryFieldsProps) {
  const values = form.getValues();
  const expiresAt = expiryOf(values, timeZone);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput type="date" label="Expiry date" data-autofocus={focusDate || undefined} {...form.getInputProps('expiresDate')} />
        <TextInput type="time" label="Expiry time" {...form.getInputProps('expiresTime')} />
      </SimpleGrid>
      <Text size="sm">Times are in {zoneLabel(timeZone)}.</Text>
      {note}
      {/* Date fields show the phone's own format; this line reads the choice back the HiVis way. */}
      <Text size="sm" fw={600} aria-live="polite">
        {expiresAt ? `Stops taking answers ${formatZonedDateTime(expiresAt, timeZone)}` : ''}
      </Text>
    </Stack>
  );
}

/** Whether the link's page carries the company's branding. */
export function BrandingCheckbox({ form }: { form: UseFormReturnType<TLinkFormValues> }) {
  return (
    <Checkbox
      label="Show our logo and company name on the page"
      description="The page also says “Powered by HiVis” at its foot. Untick for a plain page."
      {...form.getInputProps('brandingVisible', { type: 'checkbox' })}
    />
  );
}
