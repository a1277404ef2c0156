import { Alert, Radio, Select, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { useFetchJsa, useJobSwmsList, useJsaList, useSwmsContents } from './jsa-api';
import { copyOfJsa, hasContent } from './jsa-form-values';
import type { TJsaFill, TJsaFormValues, TStartFrom } from './jsa-form-values';
import type { TJsaWords } from './jsa-words';
import { activityChoices, fillFromSwmsActivity } from './swms-prefill';

/*
 * "Start from": a blank JSA, a copy of a saved one (its task, steps, PPE and notes, for this job),
 * or an activity of this job's SWMS (its hazards, ratings and controls in a first step, its PPE).
 * Choosing one fills the form at once; everything stays editable. What the home kept on the phone
 * (the job's SWMS, JSAs opened before) works with no signal.
 */

type TStartFromFieldProps = {
  values: TJsaFormValues;
  words: TJsaWords;
  /** May read the job's SWMS (swms.read): otherwise the SWMS is not offered. */
  swms: boolean;
  onStartFrom: (kind: TStartFrom) => void;
  onFill: (fill: TJsaFill) => void;
};

/** Saved JSAs offered to copy: the newest changed first. */
const SAVED_SHOWN = 50;
/** A job has one SWMS, sometimes two or three: their activities are offered together. */
const SWMS_READ = 3;

export function StartFromField({ values, words, swms, onStartFrom, onFill }: TStartFromFieldProps) {
  const replaces = hasContent(values);
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Start from"
        description="Start blank, or fill it in from work already written down, then change it to suit the task."
        size="lg"
        value={values.startFrom}
        onChange={(kind) => onStartFrom(kind as TStartFrom)}
      >
        <Stack gap="sm" mt="xs">
          <Radio value="blank" label="Blank" size="lg" />
          <Radio value="jsa" label={`A saved ${words.one}`} size="lg" />
          {swms && <Radio value="swms_activity" label="An activity of this job’s SWMS" size="lg" />}
        </Stack>
      </Radio.Group>
      {values.startFrom === 'jsa' && <SavedJsaPicker values={values} words={words} onFill={onFill} />}
      {values.startFrom === 'swms_activity' && swms && <SwmsActivityPicker values={values} onFill={onFill} />}
      {values.startFrom !== 'blank' && replaces && <Text size="sm">Choosing one replaces the task, steps and PPE below.</Text>}
      <FilledFrom values={values} words={words} />
    </Stack>
  );
}

function FilledFrom({ values, words }: { values: TJsaFormValues; words: TJsaWords }) {
  const { source } = values;
  if (source.kind === 'blank') return null;
  return (
    <Alert color="blue" icon={<IconCopy aria-hidden />} role="status">
      {source.kind === 'swms_activity'
        ? `Filled in from the SWMS activity ‘${source.activityName}’. Split it into the steps you do and change anything to suit the task.`
        : `Copied from a saved ${words.one}. Change anything to suit this task.`}
    </Alert>
  );
}

function SavedJsaPicker({ values, words, onFill }: { values: TJsaFormValues; words: TJsaWords; onFill: (fill: TJsaFill) => void }) {
  const saved = useJsaList({ limit: SAVED_SHOWN });
  const fetchJsa = useFetchJsa();
  const [copying, setCopying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const options = (saved.data?.items ?? []).map((item) => ({ value: item.id, label: `${item.task} (${item.job.title}, version ${item.version})` }));
  const chosen = values.source.kind === 'jsa' ? values.source.jsaId : null;

  const copy = async (id: string | null) => {
    if (!id) return;
    setCopying(true);
    setProblem(null);
    try {
      onFill(copyOfJsa(await fetchJsa(id)));
    } catch (error) {
      setProblem(`That ${words.one} could not be opened: ${errorMessage(error)}`);
    } finally {
      setCopying(false);
    }
  };

  const note = saved.isError
    ? `Your saved ${words.manyInText} did not load: ${errorMessage(saved.error)}`
    : saved.isPending && saved.fetchStatus === 'paused'
      ? `You’re offline and your saved ${words.manyInText} are not on this phone. Start blank, or wait for signal.`
      : saved.data && options.length === 0
        ? `There is no saved ${words.one} yet.`
        : null;

  return (
    <Stack gap="xs">
      <Select
        label={`Saved ${words.one} to copy`}
        placeholder={saved.isPending && saved.fetchStatus === 'fetching' ? 'Loading…' : 'Choose one'}
        size="lg"
        searchable
        data={chosen && !options.some((option) => option.value === chosen) ? [{ value: chosen, label: 'The one copied before' }, ...options] : options}
        nothingFoundMessage="None by that name."
        value={chosen}
        onChange={(id) => void copy(id)}
        disabled={copying}
        error={problem}
      />
      {note && <Text size="sm">{note}</Text>}
    </Stack>
  );
}

function SwmsActivityPicker({ values, onFill }: { values: TJsaFormValues; onFill: (fill: TJsaFill) => void }) {
  const jobId = values.job?.id ?? '';
  const list = useJobSwmsList(jobId);
  // Issued ones first: what the crew signed on to; a draft may hold the activities too.
  const ids = [...(list.data?.items ?? [])]
    .sort((a, b) => Number(b.status === 'issued') - Number(a.status === 'issued'))
    .slice(0, SWMS_READ)
    .map((item) => item.id);
  const contents = useSwmsContents(ids);
  const loaded = contents.flatMap((query) => (query.data ? [query.data] : []));
  const { groups, choices } = activityChoices(loaded);
  const [picked, setPicked] = useState<string | null>(null);

  if (!jobId) return <Text size="sm">Choose the job first: the activities of its SWMS are listed here.</Text>;
  const waiting = (list.isPending && list.fetchStatus === 'fetching') || contents.some((query) => query.isPending && query.fetchStatus === 'fetching');
  const offline = (list.isPending && list.fetchStatus === 'paused') || (loaded.length === 0 && contents.some((query) => query.fetchStatus === 'paused'));
  const failed = list.error ?? contents.find((query) => query.isError)?.error ?? null;
  const note = failed
    ? `This job’s SWMS did not load: ${errorMessage(failed)}`
    : offline
      ? 'You’re offline and this job’s SWMS is not on this phone. Start blank, or wait for signal.'
      : list.data && list.data.items.length === 0
        ? 'This job has no SWMS yet. Start blank.'
        : !waiting && loaded.length > 0 && choices.length === 0
          ? 'This job’s SWMS has no work activities yet. Start blank.'
          : null;

  const nothingToPick = (list.data !== undefined && list.data.items.length === 0) || (!waiting && loaded.length > 0 && choices.length === 0);
  return (
    <Stack gap="xs">
      {!nothingToPick && (
        <Select
          label="SWMS activity"
          placeholder={waiting ? 'Loading the SWMS…' : 'Choose the activity'}
          size="lg"
          searchable={choices.length > 8}
          data={loaded.length > 1 ? groups : groups.flatMap((group) => group.items)}
          nothingFoundMessage="No activity by that name."
          value={picked}
          onChange={(value) => {
            setPicked(value);
            const choice = choices.find((item) => item.value === value);
            if (choice) onFill(fillFromSwmsActivity(choice.activity, choice.swmsId));
          }}
        />
      )}
      {note && <Text size="sm">{note}</Text>}
    </Stack>
  );
}
