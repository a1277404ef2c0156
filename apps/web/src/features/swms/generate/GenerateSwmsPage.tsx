import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { swmsMissingItems } from '@hivis/contracts';
import type { TSwms } from '@hivis/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error';
import { swmsStepIndex } from '../builder/builder-steps';
import { SwmsStepGate } from '../builder/SwmsStepGate';
import { SwmsStepLayout } from '../builder/SwmsStepLayout';
import { fromReviewPath } from '../builder/review-return';
import { swmsPath } from '../swms-api';
import { useSwmsTemplates } from '../templates/templates-api';
import { useGenerateSwms } from './generate-api';
import { MISSING_ROUTE, reviewParts } from './review-parts';
import { ReviewPartCard } from './ReviewPartCard';

type TMissing = { field: string; message: string }[];

const toList = (items: Partial<Record<string, string>>): TMissing => Object.entries(items).flatMap(([field, message]) => (message ? [{ field, message }] : []));

function MissingList({ missing, swmsId }: { missing: TMissing; swmsId: string }) {
  if (missing.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Still needed before the SWMS can be generated" id="swms-missing">
      <List spacing={6} size="sm">
        {missing.map((item) => (
          <List.Item key={item.field}>
            {item.message}{' '}
            <Anchor component={Link} to={fromReviewPath(MISSING_ROUTE[item.field] ?? 'section-one', swmsId)} fw={600}>
              Fix this
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Review({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const templates = useSwmsTemplates();
  const generate = useGenerateSwms(swms.id);
  const [error, setError] = useState<string | null>(null);
  const [serverMissing, setServerMissing] = useState<TMissing>([]);
  const missing = serverMissing.length > 0 ? serverMissing : toList(swmsMissingItems(swms.content));
  const templateName = swms.templateId
    ? (templates.data?.items.find((item) => item.id === swms.templateId)?.name ?? (templates.isError ? 'A template (name not loaded)' : 'Loading…'))
    : 'No template';
  const run = async () => {
    setError(null);
    if (missing.length > 0) {
      setError('Please complete the items listed above first.');
      return;
    }
    try {
      const issued = await generate.mutateAsync();
      // Spec: Section 6 takes the job and SWMS in navigation state; the id in the address as well
      // keeps a reload or a copied link on the same SWMS.
      void navigate(`/swms/generated?swmsId=${issued.id}`, { state: { jobId: issued.job.id, swmsId: issued.id } });
    } catch (failure) {
      if (isApiError(failure) && failure.hasFieldErrors) setServerMissing(toList(failure.errors));
      setError(errorMessage(failure));
    }
  };
  const issuedNote =
    swms.status === 'issued'
      ? swms.editedSinceIssue
        ? `Version ${swms.currentVersion} was issued before your changes. Generating issues version ${swms.currentVersion + 1}, and everyone who signed is asked to sign again.`
        : `Version ${swms.currentVersion} is already issued. Generating again makes a fresh PDF of the same version.`
      : 'Generating issues version 1 of the SWMS as a PDF, ready to sign and send.';
  return (
    <SwmsStepLayout
      title="Review and generate"
      step={swmsStepIndex('generate-swms')}
      onBack={() => void navigate(swmsPath('links', swms.id))}
      onContinue={() => void run()}
      busy={generate.isPending}
      error={error}
      continueLabel="Generate SWMS"
    >
      <Stack gap="md">
        <Text size="sm">
          Check every part. Use Edit or Fix this to change a part; Save and back to review brings you straight back here, with everything else kept.
        </Text>
        <MissingList missing={missing} swmsId={swms.id} />
        {reviewParts(swms, templateName).map((part) => (
          <ReviewPartCard key={part.id} part={part} swmsId={swms.id} />
        ))}
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {issuedNote}
        </Alert>
        <Text size="sm" fw={600} aria-live="polite" role="status">
          {generate.isPending ? 'Generating the SWMS PDF… this can take a few seconds on a slow connection.' : ''}
        </Text>
      </Stack>
    </SwmsStepLayout>
  );
}

/** /swms/generate-swms: review every part, see what is missing, and generate the PDF. */
export function GenerateSwmsPage() {
  return <SwmsStepGate>{(swms) => <Review swms={swms} />}</SwmsStepGate>;
}
