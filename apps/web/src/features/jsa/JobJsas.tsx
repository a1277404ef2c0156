import { loadedLater } from '../../ui/loaded-later';
import { can, useAccess } from '../auth/access';
import type { TJsaJob } from './jsa-form-values';

/*
 * The job's JSAs on its page (the office's and the one read on site), for those who have JSA
 * reports. The panel's code (the JSA list, the outbox, the contract's schemas) loads after the
 * page: a job's page works without it (docs/web.md, "The first load").
 */

const JobJsasPanel = loadedLater(() => import('./JobJsasPanel').then((module) => module.JobJsasPanel));

export function JobJsas({ job }: { job: TJsaJob }) {
  const access = useAccess();
  if (!access.flags.showJsa || !can(access, 'jsa.read')) return null;
  return <JobJsasPanel job={job} canWrite={can(access, 'jsa.write')} />;
}
