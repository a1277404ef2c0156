import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { usePageTitle } from '../../ui/page-title';
import { useGoBack } from '../../ui/useGoBack';

/** What a person sees when a screen fails to render (spec 2.5). */
export function ErrorPage() {
  usePageTitle('Something went wrong');
  const goBack = useGoBack();
  return (
    <Stack align="center" ta="center" py="xl" gap="md" maw={520} mx="auto">
      <Title order={1}>Oops! Something went wrong.</Title>
      <Text>Please go back and try again. If it keeps happening, let us know what you were doing.</Text>
      <Button size="md" leftSection={<IconArrowLeft aria-hidden />} onClick={goBack}>
        Back
      </Button>
    </Stack>
  );
}
