import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { fromReviewPath } from '../builder/review-return';
import type { TReviewPart } from './review-parts';

/** One part of the SWMS on the review page: what it says, and an Edit link to its screen. */
export function ReviewPartCard({ part, swmsId }: { part: TReviewPart; swmsId: string }) {
  const headingId = `review-${part.id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Title order={2} fz="h4" id={headingId}>
            {part.title}
          </Title>
          <Button
            component={Link}
            to={fromReviewPath(part.route, swmsId)}
            variant="light"
            size="md"
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-label={`Edit ${part.title.toLowerCase()}`}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        </Group>
        <Box component="dl" m={0}>
          {part.lines.map((line, index) => (
            <Box key={`${line.label}-${index}`} mb={6}>
              <Text component="dt" size="sm" fw={600}>
                {line.label}
              </Text>
              <Text component="dd" size="sm" m={0} c={line.value ? undefined : 'red.8'} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {line.value || 'Not given'}
              </Text>
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
