import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBooks, IconPencilPlus } from '@tabler/icons-react';
import { SWMS_LIBRARY_MESSAGES } from '@hivis/contracts';
import type { TSwms, TSwmsDocumentActivity } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { notifySuccess } from '../../../ui/notify';
import { swmsStepIndex } from '../builder/builder-steps';
import { SwmsStepGate } from '../builder/SwmsStepGate';
import { SwmsStepLayout } from '../builder/SwmsStepLayout';
import { fromReviewPath, useReviewReturn } from '../builder/review-return';
import { swmsPath, useUpdateSwms } from '../swms-api';
import { groupActivities, withoutActivity } from './activity-groups';
import { ActivityGroupPanel } from './ActivityGroupPanel';
import { hrcwWithActivities } from '../../swms-library/activity-editor/hrcw-options';

/** The customise screen's address for one activity; `new` opens a blank one. */
export function customizePath(swmsId: string, key: string, fromReview = false): string {
  const path = fromReview ? fromReviewPath('work-activities-customize', swmsId) : swmsPath('work-activities-customize', swmsId);
  return `${path}&key=${encodeURIComponent(key)}`;
}

/** /swms/work-activities: the SWMS's activities by trade, to customise, remove or add to. */
export function WorkActivitiesPage() {
  return <SwmsStepGate>{(swms) => <WorkActivities swms={swms} />}</SwmsStepGate>;
}

function WorkActivities({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const review = useReviewReturn();
  const update = useUpdateSwms(swms.id);
  const remove = useUpdateSwms(swms.id);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const activities = swms.content.activities;
  const groups = groupActivities(activities, collapsed);

  const toggleGroup = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Removing saves at once, so a later Customise or reload never brings the activity back.
  const confirmRemove = (activity: TSwmsDocumentActivity) =>
    modals.openConfirmModal({
      title: 'Remove this work activity?',
      children: <Text size="sm">“{activity.name}” and its hazards leave this SWMS. The library keeps its own copy.</Text>,
      labels: { confirm: 'Remove', cancel: 'Keep it' },
      confirmProps: { color: 'red.9', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => {
        setProblem(null);
        remove.mutate(
          { step: 'work_activities', content: { activities: withoutActivity(activities, activity.key) } },
          { onSuccess: () => notifySuccess(`Removed “${activity.name}”.`), onError: (error) => setProblem(errorMessage(error)) },
        );
      },
    });

  const save = async () => {
    setProblem(null);
    if (activities.length === 0) {
      setProblem(SWMS_LIBRARY_MESSAGES.activities);
      return;
    }
    try {
      const hrcwCodes = hrcwWithActivities(swms.content.jurisdiction, swms.content.hrcwCodes, activities);
      await update.mutateAsync({ step: 'work_activities', content: { activities, ...(hrcwCodes ? { hrcwCodes } : {}) } });
      void navigate(review.afterSave('links', swms.id));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <SwmsStepLayout
      title="Work activities"
      step={swmsStepIndex('work-activities')}
      onBack={() => void navigate(review.within('view-activities', swms.id))}
      onContinue={() => void save()}
      busy={update.isPending || remove.isPending}
      error={problem}
    >
      <Text>
        Check each activity against this site: principal contractors reject SWMS that read as generic. Open one to change its hazards, ratings and controls.
      </Text>
      <Group gap="sm">
        <Button
          type="button"
          variant="light"
          size="md"
          leftSection={<IconBooks size={20} aria-hidden />}
          onClick={() => void navigate(review.within('view-activities', swms.id))}
        >
          Add more from the library
        </Button>
        <Button
          type="button"
          variant="light"
          size="md"
          leftSection={<IconPencilPlus size={20} aria-hidden />}
          onClick={() => void navigate(customizePath(swms.id, 'new', review.fromReview))}
        >
          Write a new activity
        </Button>
      </Group>
      {groups.length === 0 ? (
        <Alert color="blue" title="No work activities yet">
          Add activities from the library, or write a new one for this job.
        </Alert>
      ) : (
        <Stack gap="md">
          {groups.map((group) => (
            <ActivityGroupPanel
              key={group.id}
              group={group}
              onToggle={() => toggleGroup(group.id)}
              onCustomise={(activity) => void navigate(customizePath(swms.id, activity.key, review.fromReview))}
              onRemove={confirmRemove}
              busy={remove.isPending}
            />
          ))}
        </Stack>
      )}
    </SwmsStepLayout>
  );
}
