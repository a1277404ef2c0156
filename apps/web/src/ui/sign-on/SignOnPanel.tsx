import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { SignaturePad } from '../SignaturePad';
import { useJobCrew } from './job-crew';
import { SIGNER_NAME_MAX, SOMEONE_ELSE, crewOf, resolveSigner, signerOptions } from './sign-on-choice';
import type { TCrewMember, TSignOnMessages, TSignedPerson, TSigner } from './sign-on-choice';

/*
 * The phone passed around the crew (a pre-start talk, a JSA): each person picks their name (or
 * types it, a visitor or another company's worker), signs with a finger and taps Sign on. The
 * caller saves the sign-on and its signature (on the phone, sent when there is signal); the panel
 * then clears for the next person and says who just signed.
 */

const NOT_SAVED = 'This phone could not save the sign-on. Free some space on the phone or leave private browsing, then sign again.';

/** More people than this, and the list can be searched by typing. */
const SEARCH_FROM = 8;

type TSignOnPanelProps = {
  /** The job whose crew is offered by name. */
  jobId: string;
  /** Who holds the phone, offered first as "(you)"; null when not known. */
  me: TCrewMember | null;
  /** Already signed on to what is signed: not offered, and refused when typed again. */
  signed: readonly TSignedPerson[];
  messages: TSignOnMessages;
  /** Saves the sign-on; rejects when the phone could not keep it. */
  onSignOn: (signer: TSigner, png: Blob) => Promise<unknown>;
};

export function SignOnPanel({ jobId, me, signed, messages, onSignOn }: TSignOnPanelProps) {
  const crewQuery = useJobCrew(jobId);
  const crew = crewQuery.data ? crewOf(crewQuery.data.items) : [];
  const people = me ? [me, ...crew] : crew;
  const options = signerOptions(crew, me, signed);
  // With nobody to pick from (no crew, or none on the phone), the name is typed straight away.
  const onlySomeoneElse = options.length === 1;
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? (onlySomeoneElse ? SOMEONE_ELSE : null);
  const [typedName, setTypedName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [lastSigned, setLastSigned] = useState<string | null>(null);
  // A new pad for each person: the last signature never shows under the next one's.
  const [padKey, setPadKey] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const signOn = async (png: Blob) => {
    const resolved = resolveSigner(choice, typedName, people, signed, messages);
    if ('problem' in resolved) {
      setProblem(resolved.problem);
      panelRef.current?.scrollIntoView({ block: 'start' });
      return;
    }
    setSaving(true);
    setNotSaved(null);
    try {
      await onSignOn(resolved.signer, png);
      setLastSigned(resolved.signer.signerName);
      setPicked(null);
      setTypedName('');
      setProblem(null);
      setPadKey((key) => key + 1);
      // The next person starts at the top of the panel; the words that say it worked take the focus.
      requestAnimationFrame(() => {
        panelRef.current?.scrollIntoView({ block: 'start' });
        doneRef.current?.focus({ preventScroll: true });
      });
    } catch {
      // IndexedDB refused (a private window, a full phone): nothing was saved, so say so here.
      setNotSaved(NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  const crewNote = crewQuery.isError
    ? `The crew did not load: ${errorMessage(crewQuery.error)} Choose Someone else and type each name.`
    : crewQuery.data === undefined && crewQuery.fetchStatus === 'paused'
      ? 'The crew list is not on this phone. Choose Someone else and type each name.'
      : null;

  return (
    <Stack gap="md" ref={panelRef} style={{ scrollMarginTop: 80 }}>
      {lastSigned && (
        <Alert ref={doneRef} tabIndex={-1} color="green" icon={<IconCircleCheck aria-hidden />} role="status" data-testid="signed-on">
          <Text fw={600}>{lastSigned} signed on. Pass the phone to the next person.</Text>
        </Alert>
      )}
      {notSaved && (
        <Alert color="red" title="Not signed on yet">
          {notSaved}
        </Alert>
      )}
      <Select
        label="Who is signing?"
        placeholder={crewQuery.isPending && crewQuery.fetchStatus === 'fetching' ? 'Loading the crew…' : 'Choose your name'}
        size="lg"
        data={options}
        value={choice}
        onChange={(next) => {
          setPicked(next);
          setProblem(null);
          setLastSigned(null);
        }}
        allowDeselect={false}
        searchable={options.length > SEARCH_FROM}
        nothingFoundMessage="Nobody by that name: choose Someone else."
        error={choice !== SOMEONE_ELSE ? problem : null}
      />
      {crewNote && <Text size="sm">{crewNote}</Text>}
      {choice === SOMEONE_ELSE && (
        <TextInput
          label="Name of the person signing"
          description="A visitor, or a worker of another company: their full name."
          size="lg"
          autoComplete="off"
          maxLength={SIGNER_NAME_MAX}
          value={typedName}
          onChange={(event) => {
            setTypedName(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
        />
      )}
      <SignaturePad key={padKey} onSave={(png) => void signOn(png)} saveLabel="Sign on" busy={saving} label="Signature of the person signing on" />
    </Stack>
  );
}
