import { Button, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export type TCopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays on the button. */
const COPIED_MS = 3000;

/**
 * Copying a link's address: "Copied" on the button for a few seconds (and said aloud to a screen
 * reader), or 'failed' when the browser refuses (no clipboard, an old browser, a page not
 * trusted), for the address to be shown in a field and copied by hand.
 */
export function useCopyLink(url: string) {
  const [state, setState] = useState<TCopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(url);
      setState('copied');
      timer.current = window.setTimeout(() => setState((now) => (now === 'copied' ? 'idle' : now)), COPIED_MS);
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}

/** The Copy link button; `name` says which link to a screen reader when several are listed. */
export function CopyLinkButton({ state, onCopy, name }: { state: TCopyState; onCopy: () => Promise<void>; name?: string }) {
  const copied = state === 'copied';
  return (
    <>
      <Button
        variant="default"
        onClick={() => void onCopy()}
        leftSection={copied ? <IconCheck size={18} aria-hidden color="var(--mantine-color-green-9)" /> : <IconCopy size={18} aria-hidden />}
      >
        {copied ? 'Copied' : 'Copy link'}
        {name && <span className="visually-hidden"> {name}</span>}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? 'Link copied' : ''}
      </span>
    </>
  );
}

/**
 * The address to copy by hand: shown, focused and selected once copying failed, or always where
 * asked (the link just made).
 */
export function CopyFallback({ url, state, always = false }: { url: string; state: TCopyState; always?: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  const failed = state === 'failed';
  useEffect(() => {
    if (!failed) return;
    field.current?.focus();
    field.current?.select();
  }, [failed]);
  if (!always && !failed) return null;
  return (
    <TextInput
      ref={field}
      label="Link address"
      description={failed ? 'Your browser did not let HiVis copy it. The address is selected: copy it with your keyboard, or press and hold it.' : undefined}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'monospace' } }}
    />
  );
}
