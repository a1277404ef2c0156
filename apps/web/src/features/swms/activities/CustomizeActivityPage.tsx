import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TSwms } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error';
import { notifySuccess } from '../../../ui/notify';
import { swmsStepIndex } from '../builder/builder-steps';
import { SwmsStepGate } from '../builder/SwmsStepGate';
import { SwmsStepLayout } from '../builder/SwmsStepLayout';
import { useReviewReturn } from '../builder/review-return';
import { useCreateWorkActivity } from '../../swms-library/library-api';
import { useUpdateSwms } from '../swms-api';
import {
  activityToFormValues,
  blankActivity,
  parseActivityForm,
  serverErrorsForActivity,
  validateActivityForm,
} from '../../swms-library/activity-editor/activity-form-values';
import type { TActivityFormValues } from '../../swms-library/activity-editor/activity-form-values';
import { withActivity } from './activity-groups';
import { ActivityDetailsSections } from '../../swms-library/activity-editor/ActivityDetailsSections';
import { HazardsSection } from '../../swms-library/activity-editor/HazardsSection';
import { hrcwWithActivities } from '../../swms-library/activity-editor/hrcw-options';
import { SaveToLibraryField, SCOPE_REQUIRED } from './SaveToLibraryField';
import type { TSaveToLibrary } from './SaveToLibraryField';

export const CHECK_FIELDS = 'Please check the fields marked in red.';

/** /swms/work-activities-customize?swmsId=&key=: one activity edited for this site (`key=new` writes one). */
export function CustomizeActivityPage() {
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  // Keyed by activity, so moving from one activity to another starts a fresh form.
  return <SwmsStepGate>{(swms) => <CustomizeActivity key={key} swms={swms} activityKey={key} />}</SwmsStepGate>;
}

function CustomizeActivity({ swms, activityKey }: { swms: TSwms; activityKey: string }) {
  const navigate = useNavigate();
  const existing = swms.content.activities.find((activity) => activity.key === activityKey);
  const isNew = activityKey === 'new';
  const review = useReviewReturn();
  const backToList = () => void navigate(review.within('work-activities', swms.id));

  if (!isNew && !existing) {
    return (
      <SwmsStepLayout title="Customise work activity" step={swmsStepIndex('work-activities-customize')} onBack={backToList} onContinue={null}>
        <Alert color="orange" title="That work activity is not on this SWMS">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">It may have been removed. Go back to the list to choose another.</Text>
            <Button type="button" variant="default" onClick={backToList}>
              Back to work activities
            </Button>
          </Stack>
        </Alert>
      </SwmsStepLayout>
    );
  }
  return <ActivityEditor swms={swms} initial={existing ? activityToFormValues(existing) : blankActivity()} isNew={isNew} onDone={backToList} />;
}

type TActivityEditorProps = { swms: TSwms; initial: TActivityFormValues; isNew: boolean; onDone: () => void };

function ActivityEditor({ swms, initial, isNew, onDone }: TActivityEditorProps) {
  const update = useUpdateSwms(swms.id);
  const toLibrary = useCreateWorkActivity();
  const [values, setValues] = useState(initial);
  const [library, setLibrary] = useState<TSaveToLibrary>({ on: false, scopeId: '' });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(isNew ? (initial.hazards[0]?.uid ?? null) : null);

  // Checked live after the first save attempt, so an error clears as soon as it is fixed.
  const errors = { ...(checked ? validateActivityForm(values) : {}), ...serverErrors };
  const change = (patch: Partial<TActivityFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const openFirstProblem = (found: Record<string, string>) => {
    const first = Object.keys(found).find((path) => path.startsWith('hazards.') && path.split('.').length > 2);
    const index = first ? Number(first.split('.')[1]) : -1;
    const hazard = values.hazards[index];
    if (hazard) setOpen(hazard.uid);
    // After the hazard opens, take the person to the first field to fix (the alert is at the foot).
    window.setTimeout(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus(), 300);
  };

  const save = async () => {
    setChecked(true);
    setProblem(null);
    const activity = parseActivityForm(values);
    if (!activity || (library.on && library.scopeId === '')) {
      setProblem(CHECK_FIELDS);
      openFirstProblem(validateActivityForm(values));
      return;
    }
    const activities = withActivity(swms.content.activities, activity);
    try {
      const hrcwCodes = hrcwWithActivities(swms.content.jurisdiction, swms.content.hrcwCodes, activities);
      await update.mutateAsync({ step: 'work_activities', content: { activities, ...(hrcwCodes ? { hrcwCodes } : {}) } });
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        const { fields, other } = serverErrorsForActivity(
          error.errors,
          activities.findIndex((item) => item.key === activity.key),
        );
        setServerErrors(fields);
        openFirstProblem(fields);
        setProblem(other.length > 0 ? other.join(' ') : CHECK_FIELDS);
      } else setProblem(errorMessage(error));
      return;
    }
    if (library.on) {
      const { key: _key, sourceActivityId: _source, tradeName: _trade, scopeName: _scope, ...fields } = activity;
      try {
        await toLibrary.mutateAsync({ ...fields, scopeId: library.scopeId });
      } catch (error) {
        // The SWMS is saved; only the library copy failed. Stay, so they can try again or untick it.
        setProblem(`Saved on this SWMS, but not added to your library: ${errorMessage(error)}`);
        return;
      }
    }
    notifySuccess(`Saved “${activity.name}”${library.on ? ' here and in your library' : ''}.`);
    onDone();
  };

  return (
    <SwmsStepLayout
      title={isNew ? 'Write a new work activity' : 'Customise work activity'}
      step={swmsStepIndex('work-activities-customize')}
      onBack={onDone}
      onContinue={() => void save()}
      busy={update.isPending || toLibrary.isPending}
      error={problem}
      continueLabel="Save activity"
    >
      <Text>
        {isNew
          ? 'Describe the work, its hazards and how each is controlled on this site.'
          : 'Changes here are for this SWMS only; the library keeps its own copy.'}
      </Text>
      <ActivityDetailsSections values={values} onChange={change} errors={errors} jurisdiction={swms.content.jurisdiction} />
      <HazardsSection value={values.hazards} onChange={(hazards) => change({ hazards })} errors={errors} open={open} onOpen={setOpen} />
      <SaveToLibraryField
        tradeName={values.tradeName}
        scopeName={values.scopeName}
        value={library}
        onChange={setLibrary}
        error={checked && library.on && library.scopeId === '' ? SCOPE_REQUIRED : undefined}
      />
    </SwmsStepLayout>
  );
}
