import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { PATENT_NOTE } from '@hivis/contracts';
import { Link } from 'react-router';
import { usePublicConfig } from '../../features/contact/contact-api';
import { telHref } from '../../features/contact/tel-href';
import { PRODUCT_NAME } from '../../ui/page-title';

/**
 * Spec 2.5. /privacy-policy and /terms are PDFs the server answers, not app pages: plain links
 * (no router Link, so React Router never intercepts them), opened in a new tab.
 */
const LEGAL_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms' },
] as const;

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
        <Group gap="md" component="nav" aria-label="Legal" style={{ rowGap: 0 }}>
          {LEGAL_LINKS.map((link) => (
            <Anchor key={link.href} href={link.href} target="_blank" rel="noopener" size="sm" py={6}>
              {link.label}
              <span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </Anchor>
          ))}
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
