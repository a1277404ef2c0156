import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { IconBook2, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { FAQS } from './content/faqs';
import { useScrollToHash } from '../../ui/useScrollToHash';

/**
 * /help/faqs: an accordion (Mantine's: each question a button with aria-expanded, its answer a
 * labelled region). /help/faqs#some-id opens that question.
 */
export function FaqsPage() {
  const hash = useScrollToHash();
  const linkedTo = (value: string) => FAQS.find((faq) => `#${faq.id}` === value)?.id;
  const [open, setOpen] = useState<string[]>(() => {
    const linked = linkedTo(hash);
    return linked ? [linked] : [];
  });
  // A link to another question on this page (#id) opens it too, without closing the others.
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const linked = linkedTo(hash);
    if (linked && !open.includes(linked)) setOpen([...open, linked]);
  }
  return (
    <Page title="FAQs" heading="Frequently asked questions">
      <Accordion multiple variant="separated" radius="md" value={open} onChange={setOpen} chevronPosition="right" order={2}>
        {FAQS.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id} id={faq.id}>
            <Accordion.Control fw={700}>{faq.question}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {faq.answer.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group gap="sm">
        <Button component={Link} to="/help/user-guide" variant="default" leftSection={<IconBook2 aria-hidden />}>
          User Guide
        </Button>
        <Button component={Link} to="/contact" variant="default" leftSection={<IconMessageCircle aria-hidden />}>
          Contact Us
        </Button>
      </Group>
    </Page>
  );
}
