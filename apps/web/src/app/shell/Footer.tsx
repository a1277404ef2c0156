import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { PATENT_NOTE } from '@hivis/contracts';
import { Link } from 'react-router';
import { usePublicConfig } from '../../features/contact/contact-api';
import { telHref } from '../../features/contact/tel-href';
import { PRODUCT_NAME } from '../page-title';

/* Links to /privacy-policy and /terms join when those pages are built (spec 2.5). */
export function Footer() {
  const { data: config } = usePublicConfig();
  return (
    <Box component="footer" className="app-footer" py="md">
      <Stack gap="xs">
        <Group gap="md" component="nav" aria-label="Help and contact" style={{ rowGap: 0 }}>
          <Anchor component={Link} to="/help" size="sm" py={6}>
            Help
          </Anchor>
          <Anchor component={Link} to="/contact" size="sm" py={6}>
            Contact Us
          </Anchor>
          {config && (
            <>
              <Anchor href={telHref(config.supportPhone)} size="sm" py={6}>
                {config.supportPhone}
              </Anchor>
              <Anchor href={`mailto:${config.supportEmail}`} size="sm" py={6}>
                {config.supportEmail}
              </Anchor>
            </>
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </Text>
          <Text size="sm" c="dimmed">
            {PATENT_NOTE}
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}
