import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { answerWords } from '@hivis/contracts';
import { useFileInfo } from '../../../../api/files-api';
import type { TAnswerProps } from './answer-props';

/**
 * A document to read (a PDF or picture the builder attached) and "I have read this"; its link
 * opens it in the browser. With no signal and never opened, the link waits for the signal.
 */
export function ShowFileAnswer({ question, answer, onAnswer, errorId }: TAnswerProps) {
  const file = useFileInfo(question.constraints.fileId ?? null);
  return (
    <Stack gap="sm">
      {question.secondaryText && <Text style={{ whiteSpace: 'pre-wrap' }}>{question.secondaryText}</Text>}
      {file.data ? (
        <Anchor href={file.data.inlineUrl} target="_blank" rel="noopener" fw={600}>
          <IconFileText size={20} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Open {file.data.name}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {file.isError ? 'The document could not be loaded. It opens when you have signal.' : 'Loading the document…'}
        </Text>
      )}
      <Checkbox
        size="lg"
        label="I have read this"
        checked={answer === true}
        onChange={(event) => onAnswer(event.currentTarget.checked ? true : undefined)}
        aria-describedby={errorId}
      />
    </Stack>
  );
}

const LOCATION_PROBLEMS: Record<number, string> = {
  1: 'Location is turned off for HiVis. Allow it in the phone’s settings, then try again.',
  2: 'The phone could not find where it is. Try again outside, away from the building.',
  3: 'Finding the location took too long. Please try again.',
};

/** The phone's position (GPS works with no signal), with how exact it is. */
export function LocationAnswer({ question, answer, onAnswer, labelId, errorId }: TAnswerProps) {
  const [finding, setFinding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const find = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('This browser cannot share a location.');
      return;
    }
    setFinding(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setFinding(false);
        onAnswer({ lat: position.coords.latitude, long: position.coords.longitude, accuracy: position.coords.accuracy });
      },
      (failure) => {
        setFinding(false);
        setProblem(LOCATION_PROBLEMS[failure.code] ?? LOCATION_PROBLEMS[2] ?? null);
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  };
  const words = answerWords(question, answer);
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      {words && <Text fw={600}>{words}</Text>}
      <Button size="lg" variant={words ? 'default' : 'filled'} leftSection={<IconCurrentLocation size={22} aria-hidden />} loading={finding} onClick={find}>
        {words ? 'Find again' : 'Share my location'}
      </Button>
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
