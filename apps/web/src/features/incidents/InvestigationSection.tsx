import { Button, Checkbox, List, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTRIBUTING_FACTORS, CONTRIBUTING_FACTOR_LABELS } from '@hivis/contracts';
import type { TIncidentDetails } from '@hivis/contracts';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { whenWords } from './incident-words';
import { useSaveInvestigation } from './incidents-api';
import { INVESTIGATION_FIELDS, investigationValuesOf, toInvestigationBody, validateInvestigationValues } from './investigation-values';
import type { TInvestigationValues } from './investigation-values';

/*
 * Why it happened: the factors that played a part, the five whys down to the root cause. The
 * account holders write it; others read it.
 */

export function InvestigationSection({ incident, canManage }: { incident: TIncidentDetails; canManage: boolean }) {
  return canManage ? <InvestigationForm incident={incident} /> : <InvestigationView investigation={incident.investigation} />;
}

function InvestigationForm({ incident }: { incident: TIncidentDetails }) {
  const form = useForm<TInvestigationValues>({
    mode: 'controlled',
    initialValues: investigationValuesOf(incident.investigation),
    validate: validateInvestigationValues,
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: INVESTIGATION_FIELDS, invalidMessage: CHECK_FIELDS });
  const save = useSaveInvestigation(incident.id);
  const send = async (values: TInvestigationValues) => {
    await save.mutateAsync(toInvestigationBody(values));
    form.resetDirty();
    notifySuccess('Investigation saved.');
  };
  return (
    <form noValidate onSubmit={onSubmit(send)} aria-label="Investigation">
      <Stack gap="md">
        <FormProblem title="The investigation was not saved" problem={problem} />
        <Checkbox.Group label="Contributing factors" description="Tick each that played a part." size="md" {...form.getInputProps('contributingFactors')}>
          <Stack gap="xs" mt="xs">
            {CONTRIBUTING_FACTORS.map((factor) => (
              <Checkbox key={factor} value={factor} label={CONTRIBUTING_FACTOR_LABELS[factor]} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea label="Other factors (optional)" size="md" autosize minRows={2} maxLength={2000} {...form.getInputProps('otherFactors')} />
        <Stack gap="xs" role="group" aria-labelledby="incident-whys-heading">
          <Title order={3} fz="h4" id="incident-whys-heading">
            Five whys
          </Title>
          <Text size="sm" c="dimmed">
            Ask why it happened, then why that happened, and so on: the last answer is usually the root cause.
          </Text>
          {form.values.whys.map((_, index) => (
            <TextInput key={index} label={`${index + 1}. Why?`} size="md" maxLength={500} autoComplete="off" {...form.getInputProps(`whys.${index}`)} />
          ))}
        </Stack>
        <Textarea label="Root cause" size="md" autosize minRows={2} maxLength={2000} {...form.getInputProps('rootCause')} />
        {incident.investigation.updatedAt && (
          <Text size="sm" c="dimmed">
            Last saved {whenWords(incident.investigation.updatedAt)}.
          </Text>
        )}
        <Button type="submit" size="lg" loading={submitting} w="fit-content">
          Save investigation
        </Button>
      </Stack>
    </form>
  );
}

function InvestigationView({ investigation }: { investigation: TIncidentDetails['investigation'] }) {
  const whys = investigation.whys.filter((why) => why.trim() !== '');
  if (!investigation.updatedAt && investigation.contributingFactors.length === 0 && whys.length === 0 && !investigation.rootCause) {
    return <Text c="dimmed">Not investigated yet. The account holders investigate and decide what to change.</Text>;
  }
  return (
    <Stack gap="sm">
      {investigation.contributingFactors.length > 0 && (
        <div>
          <Text fw={600}>Contributing factors</Text>
          <List>
            {investigation.contributingFactors.map((factor) => (
              <List.Item key={factor}>{CONTRIBUTING_FACTOR_LABELS[factor]}</List.Item>
            ))}
          </List>
        </div>
      )}
      {investigation.otherFactors && <Text>Other factors: {investigation.otherFactors}</Text>}
      {whys.length > 0 && (
        <div>
          <Text fw={600}>Five whys</Text>
          <List type="ordered">
            {investigation.whys.map((why, index) => (
              <List.Item key={index}>{why || '—'}</List.Item>
            ))}
          </List>
        </div>
      )}
      {investigation.rootCause && <Text>Root cause: {investigation.rootCause}</Text>}
    </Stack>
  );
}
