import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TCreatedDashboardLink } from '@hivis/contracts';
import { embedSnippet } from './dashboard-format';

type TCreatedLinkProps = { created: TCreatedDashboardLink; title: string; onDone: () => void };

function CopyAction({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="md"
          variant={copied ? 'filled' : 'default'}
          color={copied ? 'green.8' : undefined}
          onClick={copy}
          leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** The new link, once: only its hash is kept, so it cannot be shown again later. */
export function CreatedLink({ created, title, onDone }: TCreatedLinkProps) {
  // The address the owner is on is the one the link must open: behind a proxy it may differ from the server's setting.
  const url = `${window.location.origin}${created.path}`;
  const snippet = embedSnippet(url, `${title} dashboard`);
  return (
    <Alert color="green" title="Your new link" role="status">
      <Stack gap="sm">
        <Text size="sm">Copy it now: it is shown only once. Paste the link into the TV's browser, or the snippet into a web page.</Text>
        <TextInput
          label="Link"
          value={url}
          readOnly
          size="md"
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group gap="sm" wrap="wrap">
          <CopyAction value={url} label="Copy link" />
          <CopyAction value={snippet} label="Copy embed snippet" />
          <Button size="md" variant="subtle" onClick={onDone}>
            Done
          </Button>
        </Group>
        <Text size="sm" fw={600} id="embed-snippet-label">
          Embed snippet
        </Text>
        <Code block aria-labelledby="embed-snippet-label" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {snippet}
        </Code>
      </Stack>
    </Alert>
  );
}
