import { Alert, Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { NOTIFICATION_TOPICS, NOTIFICATION_TOPIC_LABELS } from '@hivis/contracts';
import type { TNotificationChannel, TNotificationSettings, TNotificationSettingsValues, TNotificationTopic } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { notifySuccess } from '../../ui/notify';
import { saveNotificationSettings, useStoreNotificationSettings } from './employees-api';

type TNotificationSettingsFormProps = { current: TNotificationSettings; personName: string };

/** For each topic, email and in-app on or off; saved all at once (a retry changes nothing). */
export function NotificationSettingsForm({ current, personName }: TNotificationSettingsFormProps) {
  const storeSettings = useStoreNotificationSettings();
  const [settings, setSettings] = useState<TNotificationSettingsValues>(current.settings);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveNotificationSettings(current.employeeId, { settings }),
    onSuccess: (saved) => {
      storeSettings(saved);
      notifySuccess(`Notification settings for ${personName} saved.`);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const toggle = (topic: TNotificationTopic, channel: TNotificationChannel, on: boolean) =>
    setSettings((before) => ({ ...before, [topic]: { ...before[topic], [channel]: on } }));

  return (
    <form
      noValidate
      aria-label="Notification settings"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        save.mutate();
      }}
    >
      <Stack gap="md">
        {!current.saved && (
          <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
            {personName} has the standard settings. Change any switch and save to choose for them.
          </Alert>
        )}
        {NOTIFICATION_TOPICS.map((topic) => {
          const { label, description } = NOTIFICATION_TOPIC_LABELS[topic];
          return (
            <Paper key={topic} withBorder p="md" radius="md" component="fieldset" style={{ margin: 0 }}>
              <Text component="legend" fw={700} style={{ float: 'left', padding: 0, width: '100%' }}>
                {label}
              </Text>
              <Text size="sm" mb="sm" style={{ clear: 'both' }}>
                {description}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Switch size="lg" label="Email" checked={settings[topic].email} onChange={(event) => toggle(topic, 'email', event.currentTarget.checked)} />
                <Switch
                  size="lg"
                  label="In the app"
                  checked={settings[topic].inApp}
                  onChange={(event) => toggle(topic, 'inApp', event.currentTarget.checked)}
                />
              </SimpleGrid>
            </Paper>
          );
        })}
        <FormProblem title="The settings were not saved" problem={problem} />
        <Group>
          <Button type="submit" size="md" loading={save.isPending} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
