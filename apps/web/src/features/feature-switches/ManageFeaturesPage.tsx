import { Anchor, Badge, Box, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TFeatureSwitch } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { saveFeatureSwitches, useFeatureSwitches, useStoreFeatureSwitches } from './feature-switches-api';
import { groupFeatures, isBlockedByParent, sameSet, toggleFeature } from './switch-state';
import { QueryGate } from '../../ui/QueryGate';

type TSwitchProps = { feature: TFeatureSwitch; off: ReadonlySet<string>; disabled: boolean; onToggle: (on: boolean) => void };

function FeatureSwitch({ feature, off, disabled, onToggle }: TSwitchProps) {
  const blocked = isBlockedByParent(feature, off);
  return (
    <Box pl={feature.parent ? { base: 'md', sm: 'xl' } : 0}>
      <Switch
        size="md"
        checked={!off.has(feature.key)}
        disabled={disabled || blocked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={
          <Group gap="xs" component="span">
            <Text span fw={500}>
              {feature.name}
            </Text>
            {feature.platform !== 'Web and mobile app' && (
              <Badge size="sm" variant="light" color="gray" component="span">
                {feature.platform}
              </Badge>
            )}
          </Group>
        }
        description={blocked ? `${feature.description} Switch on the feature above to use this.` : feature.description}
      />
    </Box>
  );
}

/** /manage-features: switch off, and back on, the features the plan includes. The menu follows at once. */
export function ManageFeaturesPage() {
  const storeSwitches = useStoreFeatureSwitches();
  const switches = useFeatureSwitches();
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (off: Set<string>) => saveFeatureSwitches({ switchedOff: [...off] }),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      storeSwitches(saved);
      setDraft(null);
      notifySuccess('Features saved. The menu now shows only what is switched on.');
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const data = switches.data;
  const off = draft ?? new Set(data?.switchedOff ?? []);
  const changed = data !== undefined && draft !== null && !sameSet(draft, data.switchedOff);

  return (
    <Page title="Manage Features" size="md">
      <Text>
        Switch off the tools your company does not use, so they leave the menu for everyone. Your plan still includes them: switch them back on at any time. To
        add tools, change your plan on{' '}
        <Anchor component={Link} to="/user/account">
          My Account
        </Anchor>
        .
      </Text>
      <QueryGate query={switches} loading={<PageLoader label="Loading your features…" />} errorTitle="Your features did not load">
        {(data) => (
          <>
            {data.features.length === 0 && <Text>Your plan includes no features to switch yet.</Text>}
            {data.features.length > 0 && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  save.mutate(off);
                }}
              >
                <Stack gap="lg">
                  <FormProblem title="Your changes were not saved" problem={problem} />
                  {groupFeatures(data.features).map(({ group, features }) => (
                    <Paper key={group} withBorder p="md" radius="md" component="fieldset" m={0}>
                      <Title order={2} fz="h4" mb="sm" component="legend" px={4}>
                        {group}
                      </Title>
                      <Stack gap="md">
                        {features.map((feature) => (
                          <FeatureSwitch
                            key={feature.key}
                            feature={feature}
                            off={off}
                            disabled={save.isPending}
                            onToggle={(on) => setDraft(toggleFeature(data.features, off, feature.key, on))}
                          />
                        ))}
                      </Stack>
                    </Paper>
                  ))}
                  <Paper
                    withBorder
                    p="sm"
                    radius="md"
                    // Kept in view only while there is something to save, so it never covers a switch for nothing.
                    style={changed ? { position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 } : undefined}
                    shadow={changed ? 'md' : undefined}
                  >
                    <Group justify="space-between" gap="sm">
                      <Text size="sm" aria-live="polite">
                        {changed ? 'You have changes that are not saved.' : 'All changes saved.'}
                      </Text>
                      <Group gap="sm">
                        <Button variant="default" disabled={!changed || save.isPending} onClick={() => setDraft(null)}>
                          Undo changes
                        </Button>
                        <Button type="submit" disabled={!changed} loading={save.isPending}>
                          Save
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                </Stack>
              </form>
            )}
          </>
        )}
      </QueryGate>
    </Page>
  );
}
