import { Box, Group, Text } from '@mantine/core';
import { PATENT_NOTE } from '@hivis/contracts';
import { PRODUCT_NAME } from '../page-title';

/* Links to /privacy-policy and /terms join when those pages are built (spec 2.5). */
export function Footer() {
  return (
    <Box component="footer" className="app-footer" py="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
        <Text size="sm" c="dimmed">
          {PATENT_NOTE}
        </Text>
      </Group>
    </Box>
  );
}
