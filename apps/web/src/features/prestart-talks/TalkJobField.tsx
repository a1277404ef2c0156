import { Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TJobToday } from './today-talks';
import { jobOfToday } from './talk-form-values';
import type { TTalkJob } from './talk-form-values';
import { jobWords } from './talk-words';
import { timeWords } from '../../ui/zoned-time';

/*
 * The job the talk is for: one of the jobs on today that the person reaches (the server's list,
 * kept on the phone), or the job the talk was started from (its page), which may not be on today.
 * A job that had its talk already says so, so the crew is not talked through it twice by mistake.
 */

type TTalkJobFieldProps = {
  jobs: readonly TJobToday[];
  value: TTalkJob | null;
  onChange: (job: TTalkJob | null) => void;
  error?: ReactNode;
  timeZone: string | undefined;
  /** Why today's jobs are not listed (no signal and none on the phone, a failed load), or null. */
  problem: string | null;
};

const optionOf = (job: TTalkJob) => ({ value: job.id, label: `${jobWords(job)} (${job.worksiteName})` });

export function TalkJobField({ jobs, value, onChange, error, timeZone, problem }: TTalkJobFieldProps) {
  const options = jobs.map((job) => optionOf(jobOfToday(job)));
  const data = value && !jobs.some((job) => job.jobId === value.id) ? [optionOf(value), ...options] : options;
  const talkAlready = jobs.find((job) => job.jobId === value?.id)?.talk;
  return (
    <>
      <Select
        label="Job"
        description="The jobs on today. For another job, start the talk from the job’s page."
        placeholder={data.length === 0 ? 'No job on today' : 'Choose the job'}
        size="lg"
        searchable
        data={data}
        nothingFoundMessage="No job by that name."
        value={value?.id ?? null}
        onChange={(id) => {
          const job = jobs.find((candidate) => candidate.jobId === id);
          onChange(job ? jobOfToday(job) : id === value?.id ? value : null);
        }}
        error={error}
      />
      {problem ? (
        <Text size="sm" c="red.9">
          {problem}
        </Text>
      ) : (
        data.length === 0 && <Text size="sm">None of your jobs is on today. Open the job and start the talk from its page.</Text>
      )}
      {talkAlready && (
        <Text size="sm">
          This job had a pre-start talk today at {timeWords(talkAlready.heldAt, timeZone)}
          {talkAlready.onPhone ? ' (saved on this phone)' : ''}. Start another only if the work or the crew changed.
        </Text>
      )}
    </>
  );
}
