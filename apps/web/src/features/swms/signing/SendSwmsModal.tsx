import { Alert, Button, Group, List, Modal, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { isSendableEmail } from '@hivis/contracts';
import type { TSendSwmsResult } from '@hivis/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { notifySuccess } from '../../../ui/notify';
import { addEmail, emailsToSend } from './send-emails';
import { useSendSwms } from './signing-api';

type TSendSwmsModalProps = { swmsId: string; opened: boolean; onClose: () => void };

/** The first field error the server gave, for the list as a whole (emails.N names one address). */
function serverProblem(error: unknown, emails: string[]): string | null {
  if (!isApiError(error)) return error ? errorMessage(error) : null;
  const entry = Object.entries(error.errors).find(([field]) => field.startsWith('emails'));
  if (!entry) return error.message;
  const index = Number(entry[0].split('.')[1]);
  return Number.isInteger(index) && emails[index] ? `${emails[index]}: ${entry[1]}` : entry[1];
}

/** After sending: who was left out and why (e.g. they already signed this version). */
function SkippedList({ result, onClose }: { result: TSendSwmsResult; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title={result.sent.length === 0 ? 'No link was sent' : 'Not everyone was sent a link'}>
        <Stack gap="xs">
          {/* With nobody sent a link, the title says it all; otherwise the message counts who was. */}
          {result.sent.length > 0 && <Text size="sm">{result.message}</Text>}
          <List size="sm" aria-label="Not sent">
            {result.skipped.map((skipped) => (
              <List.Item key={skipped.email} style={{ overflowWrap: 'anywhere' }}>
                {skipped.email}: {skipped.reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Alert>
      <Button size="lg" onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}

function SendForm({ swmsId, onClose }: Omit<TSendSwmsModalProps, 'opened'>) {
  const [emails, setEmails] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TSendSwmsResult | null>(null);
  const send = useSendSwms();
  const add = () => {
    const result = addEmail(emails, typed);
    setError(result.error);
    if (!result.error) {
      setEmails(result.emails);
      setTyped('');
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = emailsToSend(emails, typed);
    setError(result.error);
    if (result.error) return;
    setEmails(result.emails);
    setTyped('');
    send.mutate(
      { swmsId, emails: result.emails },
      {
        onSuccess: (answer) => {
          // All sent: a toast says so and the modal closes; anyone left out stays listed here.
          if (answer.skipped.length > 0) return setOutcome(answer);
          notifySuccess(answer.message);
          onClose();
        },
      },
    );
  };
  if (outcome) return <SkippedList result={outcome} onClose={onClose} />;
  return (
    <form noValidate onSubmit={submit} aria-label="Send SWMS">
      <Stack gap="md">
        <Text>Each person gets an email with their own link to read and sign this SWMS. They do not need an account.</Text>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            size="md"
            style={{ flexGrow: 1 }}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the address to the list; Send is its own button.
              if (event.key === 'Enter') {
                event.preventDefault();
                if (isSendableEmail(typed)) add();
                else setError(addEmail(emails, typed).error);
              }
            }}
            error={error ?? undefined}
          />
          <Button size="md" mt={25} px="lg" style={{ flexShrink: 0 }} onClick={add} disabled={!isSendableEmail(typed)}>
            Add
          </Button>
        </Group>
        {emails.length > 0 && (
          // Pill hides its remove button from keyboards and screen readers (made for Backspace in an input): shown to both here.
          <Pill.Group aria-label="People to send to">
            {emails.map((email) => (
              <Pill
                key={email}
                size="lg"
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remove ${email}`, 'aria-hidden': false, tabIndex: 0, iconSize: 18 }}
                // Long addresses wrap instead of ending in '…': the whole address is checked before sending. A fixed
                // icon size keeps the pill as wide as its text (a percentage-sized icon counts as 300 px).
                styles={{
                  root: { flex: 'none', height: 'auto', minHeight: 'var(--pill-height)' },
                  label: { whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: 0, lineHeight: 1.4, paddingBlock: 4 },
                }}
                onRemove={() => setEmails(emails.filter((item) => item !== email))}
              >
                {email}
              </Pill>
            ))}
          </Pill.Group>
        )}
        {send.isError && (
          <Alert color="red" title="Not sent">
            {serverProblem(send.error, emails)}
          </Alert>
        )}
        <Group gap="sm" grow>
          <Button variant="default" size="lg" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="lg" leftSection={<IconSend size={20} aria-hidden />} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Send SWMS (spec 5): collect addresses, then mail each a signing link. */
export function SendSwmsModal({ swmsId, opened, onClose }: TSendSwmsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send SWMS" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <SendForm swmsId={swmsId} onClose={onClose} />}
    </Modal>
  );
}
