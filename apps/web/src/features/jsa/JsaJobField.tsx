import { Select, Text } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { can, useAccess } from '../auth/access';
import { useCompanyJobChoices, useMyJobChoices } from './jsa-api';
import type { TJsaJob } from './jsa-form-values';
import { jobWords } from './jsa-words';

/*
 * The job the JSA is for: the account holder searches the company's jobs (on the server), a
 * supervisor or worker picks one of their jobs of now and coming (as their home keeps them on
 * the phone, so the list is there with no signal). A job the JSA was started from (its page, or
 * one job's list) is chosen already.
 */

type TJsaJobFieldProps = {
  value: TJsaJob | null;
  onChange: (job: TJsaJob | null) => void;
  error?: ReactNode;
  /** The job asked for in the address (?jobId=) but not known by name yet: chosen once it is listed. */
  askedJobId: string | null;
};

/** More jobs than this, and a field person's list can be searched by typing. */
const SEARCH_FROM = 8;

const optionLabel = (job: TJsaJob) => `${jobWords(job)} (${job.worksiteName})`;

/** The server has searched already: every option it answered is shown. */
const serverFiltered: OptionsFilter = ({ options }) => options;

function useJobChoices(search: string, companyWide: boolean) {
  const company = useCompanyJobChoices(search, companyWide);
  const [current, upcoming] = useMyJobChoices(!companyWide);
  if (companyWide) {
    const jobs = (company.data?.items ?? []).map((job): TJsaJob => ({
      id: job.id,
      title: job.title,
      jobNumber: job.jobNumber,
      worksiteName: job.worksiteName,
    }));
    return {
      jobs,
      loading: company.isPending && company.fetchStatus === 'fetching',
      offline: company.isPending && company.fetchStatus === 'paused',
      error: company.error,
    };
  }
  const seen = new Set<string>();
  const jobs: TJsaJob[] = [];
  for (const job of [...(current?.data?.items ?? []), ...(upcoming?.data?.items ?? [])]) {
    if (seen.has(job.jobId)) continue;
    seen.add(job.jobId);
    jobs.push({ id: job.jobId, title: job.title, jobNumber: job.jobNumber, worksiteName: job.siteName });
  }
  const queries = [current, upcoming];
  return {
    jobs,
    loading: queries.some((query) => query?.isPending && query.fetchStatus === 'fetching'),
    offline: jobs.length === 0 && queries.some((query) => query?.isPending && query.fetchStatus === 'paused'),
    error: current?.error ?? upcoming?.error ?? null,
  };
}

export function JsaJobField({ value, onChange, error, askedJobId }: TJsaJobFieldProps) {
  const companyWide = can(useAccess(), 'jobs.list');
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  // Picking a job puts its name in the box: that is not a search.
  const search = value && debounced === optionLabel(value) ? '' : debounced;
  const choices = useJobChoices(companyWide ? search : '', companyWide);
  const options: ComboboxItem[] = choices.jobs.map((job) => ({ value: job.id, label: optionLabel(job) }));
  const data = value && !choices.jobs.some((job) => job.id === value.id) ? [{ value: value.id, label: optionLabel(value) }, ...options] : options;
  const searchable = companyWide || data.length > SEARCH_FROM;

  // A job asked for by its id alone is chosen by name once the list has it.
  const asked = !value && askedJobId ? choices.jobs.find((job) => job.id === askedJobId) : undefined;
  useEffect(() => {
    if (asked) onChange(asked);
  }, [asked, onChange]);

  const problem = choices.error
    ? `Your jobs did not load: ${errorMessage(choices.error)}`
    : choices.offline
      ? 'You’re offline and your jobs are not on this phone. Start the JSA from the job’s page, or wait for signal.'
      : null;

  return (
    <>
      <Select
        label="Job"
        description={companyWide ? 'Type to find a job by its name or number.' : 'Your jobs of now and coming up.'}
        placeholder={choices.loading ? 'Loading your jobs…' : data.length === 0 ? 'No job to choose' : 'Choose the job'}
        size="lg"
        required
        withAsterisk={false}
        // A field person's few jobs are a plain list: searching opens the keyboard over it.
        searchable={searchable}
        // Put in focus by a failed check, the list does not open over the form; a tap or typing opens it.
        openOnFocus={false}
        searchValue={searchable ? typed : undefined}
        onSearchChange={searchable ? setTyped : undefined}
        filter={companyWide ? serverFiltered : undefined}
        data={data}
        nothingFoundMessage={companyWide && search !== '' ? 'No job by that name or number.' : 'No job by that name.'}
        value={value?.id ?? null}
        onChange={(id) => onChange(choices.jobs.find((job) => job.id === id) ?? (id === value?.id ? value : null))}
        error={error}
      />
      {problem && (
        <Text size="sm" c="red.9">
          {problem}
        </Text>
      )}
    </>
  );
}
