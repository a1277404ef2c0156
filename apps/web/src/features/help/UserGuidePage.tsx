import { Anchor, Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { USER_GUIDE } from './content/user-guide';
import { HelpBlocks } from './HelpBlocks';
import { useScrollToHash } from '../../ui/useScrollToHash';

/** /help/user-guide: every topic on one page, each with an anchor (/help/user-guide#signing-in). */
export function UserGuidePage() {
  useScrollToHash();
  return (
    <Page title="User Guide">
      <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="guide-contents-heading">
        <Title order={2} fz="h4" id="guide-contents-heading" mb="xs">
          On this page
        </Title>
        <List spacing={2} type="ordered" withPadding>
          {USER_GUIDE.map((topic) => (
            <List.Item key={topic.id}>
              <Anchor component={Link} to={`#${topic.id}`} display="inline-block" py={6}>
                {topic.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      {USER_GUIDE.map((topic) => (
        <Stack key={topic.id} gap="sm" component="section" id={topic.id} aria-labelledby={`${topic.id}-heading`}>
          <Title order={2} fz="h3" id={`${topic.id}-heading`}>
            {topic.title}
          </Title>
          <HelpBlocks blocks={topic.blocks} />
        </Stack>
      ))}
      <Group gap="sm">
        <Button component={Link} to="/help/faqs" variant="default" leftSection={<IconHelpCircle aria-hidden />}>
          FAQs
        </Button>
        <Button component={Link} to="/contact" variant="default" leftSection={<IconMessageCircle aria-hidden />}>
          Contact Us
        </Button>
      </Group>
    </Page>
  );
}
