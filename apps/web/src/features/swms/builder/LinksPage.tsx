import { v4 } from 'uuid';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { TSwms } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { swmsPath } from '../swms-api';
import { swmsStepIndex } from './builder-steps';
import { SubstanceRow } from './SubstanceRow';
import type { TLinksValues } from './SubstanceRow';
import { SwmsStepGate } from './SwmsStepGate';
import { SwmsStepLayout } from './SwmsStepLayout';
import { CHECK_FIELDS, useStepSave } from './useStepSave';

const MAX_SUBSTANCES = 50;
// Random, not counted: rows restored from a draft kept in an earlier visit must not clash with new ones.
const newKey = () => `substance-${v4()}`;

function Links({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const form = useForm<TLinksValues>({
    mode: 'controlled',
    initialValues: { substances: swms.content.substances.map((item) => ({ ...item, key: newKey() })) },
    validate: {
      substances: {
        substance: (value, values, path) =>
          value.trim() || !values.substances[Number(path.split('.')[1])]?.fileId ? null : 'Please name the substance of this SDS.',
      },
    },
  });
  const { save, busy, error, setError, draftPrompt } = useStepSave(swms.id, form, 'links');
  const submit = form.onSubmit(
    (values) => {
      // Rows left empty are dropped rather than saved as blanks.
      const substances = values.substances.filter((item) => item.substance.trim() || item.fileId).map(({ substance, fileId }) => ({ substance, fileId }));
      void save({ step: 'sds_msds', content: { substances } }, 'generate-swms');
    },
    () => setError(CHECK_FIELDS),
  );
  const { substances } = form.getValues();
  return (
    <SwmsStepLayout
      title="Hazardous substances"
      step={swmsStepIndex('links')}
      onBack={() => void navigate(swmsPath('work-activities', swms.id))}
      onContinue={() => submit()}
      busy={busy}
      error={error}
    >
      {draftPrompt}
      <FormSection id="swms-substances" title="Hazardous chemicals used on this job">
        <Text size="sm">
          List each hazardous chemical the crew will use (sealants, solvents, fuels, cement, adhesives) and upload its safety data sheet. The sheets are
          attached to the SWMS. If none are used, continue.
        </Text>
        {substances.length > 0 && (
          <Stack gap="sm" component="ul" aria-label="Hazardous substances" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {substances.map((item, index) => (
              <SubstanceRow key={item.key} form={form} index={index} onRemove={() => form.removeListItem('substances', index)} />
            ))}
          </Stack>
        )}
        <Button
          variant="default"
          size="lg"
          leftSection={<IconPlus size={22} aria-hidden />}
          onClick={() => form.insertListItem('substances', { key: newKey(), substance: '', fileId: null })}
          disabled={substances.length >= MAX_SUBSTANCES}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a substance
        </Button>
      </FormSection>
    </SwmsStepLayout>
  );
}

/** /swms/links: hazardous substances and their safety data sheets (SDS/MSDS). */
export function LinksPage() {
  return <SwmsStepGate>{(swms) => <Links swms={swms} />}</SwmsStepGate>;
}
