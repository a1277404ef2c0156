import { Text } from '@mantine/core';
import type { TSwms } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { FormSection } from '../../../ui/forms/FormSection';
import { swmsStepIndex } from '../builder/builder-steps';
import { SwmsStepGate } from '../builder/SwmsStepGate';
import { SwmsStepLayout } from '../builder/SwmsStepLayout';
import { useReviewReturn } from '../builder/review-return';
import { swmsPath, useUpdateSwms } from '../swms-api';
import { NO_TEMPLATE, TemplateChooser } from './TemplateChooser';

type TChooseTemplateProps = { swms: TSwms; title: string; back: string; next: string; continueLabel?: string };

/** Choose the SWMS's template and save it (PUT {step: 'set_template', templateId}), then go on. */
function ChooseTemplate({ swms, title, back, next, continueLabel }: TChooseTemplateProps) {
  const navigate = useNavigate();
  const review = useReviewReturn();
  const update = useUpdateSwms(swms.id);
  const [choice, setChoice] = useState(swms.templateId ?? NO_TEMPLATE);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ step: 'set_template', templateId: choice === NO_TEMPLATE ? null : choice });
      void navigate(review.afterSave(next, swms.id));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <SwmsStepLayout
      title={title}
      step={swmsStepIndex('section-three')}
      onBack={() => void navigate(swmsPath(back, swms.id))}
      onContinue={() => void save()}
      busy={update.isPending}
      error={error}
      continueLabel={continueLabel}
    >
      <FormSection id="swms-template" title="Template">
        <Text size="sm">Choose one of your templates, create a new one, or carry on without a template.</Text>
        <TemplateChooser value={choice} onChange={setChoice} />
      </FormSection>
    </SwmsStepLayout>
  );
}

/** /swms/section-three (Generate SWMS - Section 3): the template step of the builder. */
export function SectionThreePage() {
  return <SwmsStepGate>{(swms) => <ChooseTemplate swms={swms} title="Generate SWMS - Section 3" back="contractor-detail" next="choose-trade" />}</SwmsStepGate>;
}

/** /swms/swms-template: the same choice reached from the review page, which it returns to. */
export function SwmsTemplatePage() {
  return (
    <SwmsStepGate>
      {(swms) => <ChooseTemplate swms={swms} title="Change the SWMS template" back="generate-swms" next="generate-swms" continueLabel="Save and review" />}
    </SwmsStepGate>
  );
}
