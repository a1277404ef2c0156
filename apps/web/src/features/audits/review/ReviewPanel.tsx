import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import type { TAuditResponseDetails } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { formatDate } from '../../../ui/dates';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useReviewAuditResponse } from '../audits-api';

/** Where the audit stands after review, in words its author and the reviewer both read. */
export function ReviewStatus({ audit }: { audit: TAuditResponseDetails }) {
  const { review } = audit;
  if (!review || audit.status === 'submitted') return null;
  const who = review.by?.name ?? 'someone who has left';
  return audit.status === 'approved' ? (
    <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={`Approved by ${who} on ${formatDate(review.on)}`}>
      {review.comment}
    </Alert>
  ) : (
    <Alert color="orange" icon={<IconArrowBackUp aria-hidden />} title={`Sent back by ${who} on ${formatDate(review.on)}`}>
      {review.comment}
    </Alert>
  );
}

/** An account holder approves the audit, or sends it back saying what needs doing again. */
export function ReviewPanel({ audit }: { audit: TAuditResponseDetails }) {
  const review = useReviewAuditResponse(audit.id);
  const [comment, setComment] = useState('');
  const fieldError = isApiError(review.error) ? review.error.errors.comment : undefined;
  const send = (status: 'approved' | 'returned') => review.mutate({ status, comment: comment.trim() || undefined }, { onSuccess: () => setComment('') });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Review
        </Title>
        <Text size="sm" c="dimmed">
          Approve it, or send it back to {audit.respondent?.name ?? audit.submittedBy?.name ?? 'its author'} saying what needs doing again.
        </Text>
        <FormProblem title="The review was not saved" problem={review.isError && !fieldError ? errorMessage(review.error) : null} />
        <Textarea
          label="Comment (optional to approve)"
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={fieldError}
        />
        <Group gap="sm">
          <Button
            leftSection={<IconCircleCheck aria-hidden size={18} />}
            loading={review.isPending && review.variables?.status === 'approved'}
            onClick={() => send('approved')}
          >
            Approve
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp aria-hidden size={18} />}
            loading={review.isPending && review.variables?.status === 'returned'}
            onClick={() => send('returned')}
          >
            Send back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
