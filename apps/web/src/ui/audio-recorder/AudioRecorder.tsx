import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMicrophone, IconMicrophoneOff, IconPlayerStopFilled, IconRefresh, IconX } from '@tabler/icons-react';
import { baseMimeType, formatDuration, pickMimeType, recordingName } from './recording-file';

type TAudioRecorderProps = {
  /** Receives the voice note as a file named and typed after the format the phone recorded. */
  onSave: (recording: File) => void;
  onClose: () => void;
  /** The longest note, in seconds; recording stops by itself here. */
  maxSeconds?: number;
};

type TRecorderState =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'recording'; startedAt: number; now: number }
  | { step: 'recorded'; file: File; url: string; reachedLimit: boolean }
  | { step: 'unsupported' }
  | { step: 'refused' }
  | { step: 'failed' };

/** The microphone and the recorder of the note being made, kept outside render. */
type TSession = { stream: MediaStream; recorder: MediaRecorder; startedAt: Date; reachedLimit: boolean };

const CANNOT_RECORD = 'This phone’s browser cannot record here. Use Choose a recording instead.';
const NOT_ALLOWED = 'HiVis was not allowed to use the microphone. Allow it in the phone’s settings, then try again.';
const DID_NOT_START = 'The microphone did not start. Try again, or use Choose a recording instead.';

/** Old browsers, and pages not opened over a secure address, have no way to record. */
function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function chosenMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return pickMimeType((type) => MediaRecorder.isTypeSupported(type));
}

/** Turns the microphone off, so the phone stops showing it in use and the battery is spared. */
function release(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Stops a note whose sound is not wanted: nothing more arrives from it, and the microphone is off. */
function endWithoutKeeping({ recorder, stream }: TSession): void {
  recorder.ondataavailable = null;
  recorder.onstop = null;
  recorder.onerror = null;
  if (recorder.state !== 'inactive') recorder.stop();
  release(stream);
}

function isRefusal(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
}

/**
 * A voice note recorded on the phone, for an answer on site: Record, Stop, listen back, then use it
 * or record again. Everything happens on the phone, so it works with no signal; the note is sent
 * with the answer later. The microphone is on only while recording.
 */
export function AudioRecorder({ onSave, onClose, maxSeconds = 300 }: TAudioRecorderProps) {
  const [state, setState] = useState<TRecorderState>(() => (canRecord() ? { step: 'idle' } : { step: 'unsupported' }));
  const sessionRef = useRef<TSession | null>(null);
  // The person may cancel, or leave, while the phone still asks about the microphone: an answer
  // that comes after that must not start recording.
  const attemptRef = useRef(0);

  /** Ends the current note without keeping it, and any wait for the microphone. */
  const discard = () => {
    attemptRef.current += 1;
    const session = sessionRef.current;
    sessionRef.current = null;
    if (session) endWithoutKeeping(session);
  };

  useEffect(() => () => discard(), []);

  const stop = (reachedLimit = false) => {
    const session = sessionRef.current;
    if (!session || session.recorder.state === 'inactive') return;
    session.reachedLimit = reachedLimit;
    session.recorder.stop();
    release(session.stream);
  };

  const start = async () => {
    const attempt = ++attemptRef.current;
    const stillWanted = () => attemptRef.current === attempt;
    setState({ step: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (stillWanted()) setState({ step: isRefusal(error) ? 'refused' : 'failed' });
      return;
    }
    if (!stillWanted()) {
      release(stream);
      return;
    }
    let recorder: MediaRecorder;
    try {
      const mimeType = chosenMimeType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      release(stream);
      setState({ step: 'failed' });
      return;
    }
    const session: TSession = { stream, recorder, startedAt: new Date(), reachedLimit: false };
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release(stream);
      sessionRef.current = null;
      if (chunks.length === 0) {
        setState({ step: 'failed' });
        return;
      }
      const recordedType = recorder.mimeType || chunks[0]?.type || '';
      const file = new File(chunks, recordingName(session.startedAt, recordedType), { type: baseMimeType(recordedType) });
      setState({ step: 'recorded', file, url: URL.createObjectURL(file), reachedLimit: session.reachedLimit });
    };
    recorder.onerror = () => {
      discard();
      setState({ step: 'failed' });
    };
    sessionRef.current = session;
    try {
      recorder.start();
    } catch {
      discard();
      setState({ step: 'failed' });
      return;
    }
    const startedAt = Date.now();
    setState({ step: 'recording', startedAt, now: startedAt });
  };

  // The clock on screen, and the stop at the limit; measured from the start, so a phone that
  // slows timers while the screen is off still stops on time when it wakes.
  const recordingStartedAt = state.step === 'recording' ? state.startedAt : null;
  const stopAtLimit = useEffectEvent(() => stop(true));
  useEffect(() => {
    if (recordingStartedAt === null) return undefined;
    const tick = window.setInterval(() => {
      const now = Date.now();
      if (now - recordingStartedAt >= maxSeconds * 1000) stopAtLimit();
      else setState((current) => (current.step === 'recording' ? { ...current, now } : current));
    }, 250);
    return () => window.clearInterval(tick);
  }, [recordingStartedAt, maxSeconds]);

  // Each playback link holds the whole recording in memory until it is let go.
  const playbackUrl = state.step === 'recorded' ? state.url : null;
  useEffect(() => {
    if (playbackUrl === null) return undefined;
    return () => URL.revokeObjectURL(playbackUrl);
  }, [playbackUrl]);

  const cancel = () => {
    discard();
    setState((current) => (current.step === 'unsupported' ? current : { step: 'idle' }));
    onClose();
  };

  return (
    <Stack gap="md">
      {/* Only changes of state are read out; the running clock would talk over the person recording. */}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement(state)}
      </VisuallyHidden>
      <RecorderBody state={state} maxSeconds={maxSeconds} onStart={() => void start()} onStop={() => stop()} onSave={onSave} />
      <Button variant="default" size="lg" fullWidth leftSection={<IconX size={22} aria-hidden />} onClick={cancel}>
        Cancel
      </Button>
    </Stack>
  );
}

function announcement(state: TRecorderState): string {
  if (state.step === 'recording') return 'Recording';
  if (state.step === 'recorded') return 'Recording stopped';
  return '';
}

type TRecorderBodyProps = {
  state: TRecorderState;
  maxSeconds: number;
  onStart: () => void;
  onStop: () => void;
  onSave: (recording: File) => void;
};

function RecorderBody({ state, maxSeconds, onStart, onStop, onSave }: TRecorderBodyProps) {
  switch (state.step) {
    case 'unsupported':
      return <Problem message={CANNOT_RECORD} />;
    case 'refused':
      return (
        <>
          <Problem message={NOT_ALLOWED} />
          <RecordButton label="Try again" onStart={onStart} />
        </>
      );
    case 'failed':
      return (
        <>
          <Problem message={DID_NOT_START} />
          <RecordButton label="Try again" onStart={onStart} />
        </>
      );
    case 'idle':
    case 'asking':
      return <RecordButton label="Record" onStart={onStart} waiting={state.step === 'asking'} />;
    case 'recording':
      return (
        <>
          <Text role="timer" size="xl" fw={700} ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatDuration((state.now - state.startedAt) / 1000)}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              of {formatDuration(maxSeconds)}
            </Text>
          </Text>
          <Button size="lg" color="red" fullWidth leftSection={<IconPlayerStopFilled size={22} aria-hidden />} onClick={onStop}>
            Stop
          </Button>
        </>
      );
    case 'recorded':
      return (
        <>
          {state.reachedLimit && (
            <Text size="sm">Recording stopped at the {formatDuration(maxSeconds)} limit. Record again for a shorter note, or use this one.</Text>
          )}
          <audio controls src={state.url} style={{ width: '100%' }} aria-label="Play back the recording" />
          <Group gap="sm" grow>
            <Button variant="default" size="lg" leftSection={<IconRefresh size={22} aria-hidden />} onClick={onStart}>
              Record again
            </Button>
            <Button size="lg" leftSection={<IconCheck size={22} aria-hidden />} onClick={() => onSave(state.file)}>
              Use this recording
            </Button>
          </Group>
        </>
      );
  }
}

function RecordButton({ label, onStart, waiting = false }: { label: string; onStart: () => void; waiting?: boolean }) {
  return (
    <Button size="lg" fullWidth leftSection={<IconMicrophone size={22} aria-hidden />} onClick={onStart} loading={waiting}>
      {label}
    </Button>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Alert color="orange" icon={<IconMicrophoneOff aria-hidden />}>
      {message}
    </Alert>
  );
}
