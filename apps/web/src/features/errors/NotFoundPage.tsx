import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { reportError } from '../../ui/report-error';
import { useGoBack } from '../../ui/useGoBack';

/** Any unmatched path (spec 2.1). Reported, because a broken link inside the app is a defect. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const goBack = useGoBack();
  const { pathname } = useLocation();

  useEffect(() => {
    reportError({ event: 'page-not-found', level: 'error', message: `No page at ${pathname}` });
  }, [pathname]);

  return (
    <Stack align="center" ta="center" py="xl" gap="md" maw={520} mx="auto">
      <Title order={1} fz={96} lh={1}>
        404
      </Title>
      <Text fz="xl" fw={700}>
        Look like you're lost
      </Text>
      <Text>the page you are looking for not available!</Text>
      <Button leftSection={<IconArrowLeft aria-hidden />} onClick={goBack}>
        Back
      </Button>
    </Stack>
  );
}
