import { Anchor, Paper, Skeleton, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconMail, IconMailbox, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePublicConfig } from './contact-api';
import { telHref } from './tel-href';

/** Phone, email and postal address of support, as the server's settings give them. */
export function SupportDetails() {
  const config = usePublicConfig();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="support-details-heading">
      <Stack gap="md">
        <Title order={2} fz="h3" id="support-details-heading">
          Other ways to reach us
        </Title>
        {config.isPending && <Skeleton height={120} aria-label="Loading our contact details" />}
        {config.isError && <Text>Our contact details did not load. Please use the form, or try again later.</Text>}
        {config.data && (
          <Stack gap="md">
            <Detail icon={<IconPhone size={22} />} label="Phone">
              <Anchor href={telHref(config.data.supportPhone)} fw={600}>
                {config.data.supportPhone}
              </Anchor>
            </Detail>
            <Detail icon={<IconMail size={22} />} label="Email">
              <Anchor href={`mailto:${config.data.supportEmail}`} fw={600}>
                {config.data.supportEmail}
              </Anchor>
            </Detail>
            <Detail icon={<IconMailbox size={22} />} label="Postal address">
              <Text component="address" fs="normal" fw={600}>
                {config.data.supportPostalAddress}
              </Text>
            </Detail>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
