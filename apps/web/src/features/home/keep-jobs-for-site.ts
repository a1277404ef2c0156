import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TMyJobsWhen } from '@hivis/contracts';
import { useEffect } from 'react';
import { jobViewQuery, ownRequestQuery } from '../assignments/assignments-api';
import { TEMPLATES_IN_USE, auditTemplateQuery, auditTemplatesQuery } from '../audits/audits-api';
import { auditsDueQuery } from '../audits/do/audits-due-api';
import { can, useAccess } from '../auth/access';
import type { TAccess } from '../auth/access';
import { jobSwmsListQuery, swmsQuery } from '../swms/swms-api';
import { signingOverviewQuery } from '../swms/signing/signing-api';
import { keepDocumentOnPhone } from '../../offline/keep-document';
import { myJobsQuery } from '../my-jobs/my-jobs-api';
import { talksTodayQuery } from '../prestart-talks/prestart-talks-api';
import { jobCrewQuery } from '../../ui/sign-on/job-crew';
import { currentShiftQuery } from '../timesheets/timesheets-api';

/*
 * Reading offline (docs/field.md): a field person opens HiVis with signal in the morning and loses
 * it on site. While there is signal, their jobs of now and the coming days are loaded, each with
 * the page they read on site and its SWMS list, their running shift, the company's audit
 * templates with their questions, for a supervisor today's pre-start talks with each job's
 * crew, and each job's crew to sign on to a JSA, so all of it is on the phone
 * (offline/device-cache) and opens with none. Answers fresher than FRESH_MS are not asked for again.
 */

const FRESH_MS = 5 * 60 * 1000;
/** Now and the next day, then the coming days: yesterday's late shift shows under 'current'. */
const KEPT: TMyJobsWhen[] = ['current', 'upcoming'];
const JOBS_KEPT = 20;

async function keepJobsForSite(client: QueryClient, access: TAccess): Promise<void> {
  // Their running shift, as a job's clock panel shows it.
  if (can(access, 'timesheets.read')) void client.prefetchQuery({ ...currentShiftQuery(), staleTime: FRESH_MS });
  if (can(access, 'audits.respond')) {
    void keepAuditTemplates(client);
    // The audits assigned to them, as the home screen lists them.
    void client.prefetchQuery({ ...auditsDueQuery(), staleTime: FRESH_MS });
  }
  if (access.flags.showPst && can(access, 'prestartTalks.record')) void keepTalksForSite(client);
  for (const when of KEPT) {
    const page = await client.fetchQuery({ ...myJobsQuery(when, 1, JOBS_KEPT), staleTime: FRESH_MS }).catch(() => null);
    for (const job of page?.items ?? []) {
      void client.prefetchQuery({ ...jobViewQuery(job.jobId), staleTime: FRESH_MS });
      void client.prefetchQuery({ ...ownRequestQuery(job.jobId), staleTime: FRESH_MS });
      if (can(access, 'swms.read')) void keepSwmsOfJob(client, job.jobId);
      // The crew, by name, for signing them on to a JSA written on site with no signal.
      if (access.flags.showJsa && can(access, 'jsa.sign')) void client.prefetchQuery({ ...jobCrewQuery(job.jobId), staleTime: FRESH_MS });
    }
  }
}

/**
 * A job's SWMS list, and each issued SWMS as its page shows it (the SWMS, who has signed, the
 * PDF): what the person reads and signs on site. The PDF is asked for so the service worker keeps
 * it (offline/keep-document.ts).
 */
async function keepSwmsOfJob(client: QueryClient, jobId: string): Promise<void> {
  const list = await client.fetchQuery({ ...jobSwmsListQuery(jobId), staleTime: FRESH_MS }).catch(() => null);
  for (const item of list?.items ?? []) {
    if (item.status !== 'issued') continue;
    void client.prefetchQuery({ ...signingOverviewQuery(item.id), staleTime: FRESH_MS });
    const swms = await client.fetchQuery({ ...swmsQuery(item.id), staleTime: FRESH_MS }).catch(() => null);
    if (swms?.file?.inlineUrl) keepDocumentOnPhone(swms.file.inlineUrl);
  }
}

/**
 * A supervisor's jobs on today, with whether each has had its pre-start talk, and each job's crew:
 * what a talk started on site with no signal needs to choose the job and sign the crew on by name.
 */
async function keepTalksForSite(client: QueryClient): Promise<void> {
  const today = await client.fetchQuery({ ...talksTodayQuery(), staleTime: FRESH_MS }).catch(() => null);
  for (const job of today?.jobs ?? []) void client.prefetchQuery({ ...jobCrewQuery(job.jobId), staleTime: FRESH_MS });
}

/** The company's templates in use, each with its questions: what an audit on site opens with. */
async function keepAuditTemplates(client: QueryClient): Promise<void> {
  const page = await client.fetchQuery({ ...auditTemplatesQuery(TEMPLATES_IN_USE), staleTime: FRESH_MS }).catch(() => null);
  for (const template of page?.items ?? []) void client.prefetchQuery({ ...auditTemplateQuery(template.id), staleTime: FRESH_MS });
}

/** On a field person's home, where they land: keeps their coming work on the phone while there is signal. */
export function useKeepJobsForSite(): void {
  const client = useQueryClient();
  const access = useAccess();
  useEffect(() => {
    const keep = () => {
      if (onlineManager.isOnline()) void keepJobsForSite(client, access);
    };
    keep();
    // And again when the signal comes back after a spell without.
    return onlineManager.subscribe((online) => {
      if (online) keep();
    });
  }, [client, access]);
}
