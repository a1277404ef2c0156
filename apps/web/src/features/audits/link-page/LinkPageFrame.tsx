import { Box, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TAuditLinkPage } from '@hivis/contracts';
import { PRODUCT_NAME } from '../../../ui/page-title';

/*
 * The page around an audit web link (spec 2.5): with the company's branding on, its logo and name
 * at the top and "Powered by HiVis" at the foot; otherwise HiVis's name. The person has never seen
 * HiVis: nothing here leads into the app.
 */

type TLinkPageFrameProps = { page: TAuditLinkPage | undefined; children: ReactNode };

export function LinkPageFrame({ page, children }: TLinkPageFrameProps) {
  const branded = page?.brandingVisible === true;
  return (
    <Stack gap="lg" maw={640} mx="auto" pb="xl">
      <Group gap="sm" wrap="nowrap" pb="sm" style={{ borderBottom: '4px solid var(--mantine-color-orange-6)' }} data-testid="link-page-brand">
        {branded && page.company.companyLogo && (
          <Image src={page.company.companyLogo.inlineUrl} alt={`${page.company.company_name} logo`} h={48} w="auto" maw={160} fit="contain" />
        )}
        <Text fw={800} fz={20} lh={1.2} c="dark.9">
          {branded ? page.company.company_name : PRODUCT_NAME}
        </Text>
      </Group>
      <Box>{children}</Box>
      {branded && (
        <Text size="sm" c="dimmed" ta="center" data-testid="powered-by">
          Powered by {PRODUCT_NAME}
        </Text>
      )}
    </Stack>
  );
}
