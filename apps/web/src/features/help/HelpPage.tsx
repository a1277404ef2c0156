import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LinkCard } from '../../ui/LinkCard';
import { Page } from '../../ui/Page';
import { USER_GUIDE } from './content/user-guide';

/** /help: the way into the user guide and the FAQs; open to everyone, signed in or not. */
export function HelpPage() {
  return (
    <Page title="Help">
      <Text>How to use HiVis today: signing in, your account, who sees what. Can’t find the answer? Contact us.</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <LinkCard to="/help/user-guide" icon={IconBook2} title="User Guide" description="Step by step, topic by topic." />
        <LinkCard to="/help/faqs" icon={IconHelpCircle} title="FAQs" description="Short answers to common questions." />
        <LinkCard to="/contact" icon={IconMessageCircle} title="Contact Us" description="Send a message, call or write." />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="guide-topics-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="guide-topics-heading">
            User guide topics
          </Title>
          <List spacing="sm" listStyleType="none" withPadding={false}>
            {USER_GUIDE.map((topic) => (
              <List.Item key={topic.id}>
                <Anchor component={Link} to={`/help/user-guide#${topic.id}`} fw={600} display="inline-block" py={4}>
                  {topic.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {topic.summary}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Page>
  );
}
