import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink, IconPhone } from '@tabler/icons-react';
import { NOTIFIABLE_CATEGORY_LABELS } from '@hivis/contracts';
import type { TIncidentAssessment } from '@hivis/contracts';
import { useId } from 'react';

/*
 * The wizard's answer, worked out on the phone. Notifiable, it cannot be missed: a red panel
 * that says so, why (each event with the section of the Act), who to tell, a button that rings
 * them, their online form, and what to do now in order. Not notifiable, it says so on these
 * answers, with the regulator's number for anyone unsure.
 */

type TNotifiableAnswerProps = {
  assessment: TIncidentAssessment;
  /** The heading's level where the panel sits (2 in a page's step, 3 inside a section). */
  titleOrder: 2 | 3;
};

export function NotifiableAnswer({ assessment, titleOrder }: TNotifiableAnswerProps) {
  const titleId = useId();
  const { regulator } = assessment;
  if (!assessment.notifiable || !assessment.category) {
    return (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Not notifiable on these answers" data-testid="not-notifiable">
        <Text size="sm">
          Not sure? Call {regulator.name} on{' '}
          <Anchor href={`tel:${regulator.phone}`} fw={700} size="sm">
            {regulator.phoneDisplay}
          </Anchor>
          : they will tell you.
        </Text>
      </Alert>
    );
  }
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="red.0"
      data-testid="notifiable"
      style={{ border: '3px solid var(--mantine-color-red-9)' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={36} color="var(--mantine-color-red-9)" aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Title order={titleOrder} id={titleId} c="red.9">
              This incident is notifiable
            </Title>
            <Text fw={700} size="lg">
              {NOTIFIABLE_CATEGORY_LABELS[assessment.category]}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4}>
          <Text fw={600}>Because:</Text>
          <List spacing={4}>
            {assessment.reasons.map((reason) => (
              <List.Item key={reason.code}>
                {reason.label}{' '}
                <Text span size="sm" c="dimmed">
                  ({reason.reference})
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs">
          <Text fw={700} size="lg">
            Tell {regulator.name} now: by phone (24 hours) or online.
          </Text>
          <Button
            component="a"
            href={`tel:${regulator.phone}`}
            size="lg"
            color="red.9"
            fullWidth
            // The number is what matters: it wraps on a narrow phone rather than being cut off.
            h="auto"
            py={14}
            styles={{ label: { whiteSpace: 'normal', fontSize: 20 } }}
            leftSection={<IconPhone size={26} aria-hidden />}
            data-testid="call-regulator"
          >
            Call {regulator.phoneDisplay}
          </Button>
          <Anchor
            href={regulator.onlineForm}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}
          >
            Notify {regulator.name} online
            <IconExternalLink size={18} aria-hidden />
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Title order={titleOrder === 2 ? 3 : 4} fz="h4">
            What to do now
          </Title>
          <List type="ordered" spacing="xs">
            {assessment.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Paper>
  );
}
