import { describe, expect, it } from 'vitest';
import { companyJobsWithStatusPath, jobStatusFromSearch } from './job-status-param';

describe('the jobs list status in the address', () => {
  it('reads a known status and ignores anything else', () => {
    expect(jobStatusFromSearch(new URLSearchParams('status=IN_PROGRESS'))).toBe('IN_PROGRESS');
    expect(jobStatusFromSearch(new URLSearchParams('status=in_progress'))).toBe('');
    expect(jobStatusFromSearch(new URLSearchParams(''))).toBe('');
  });

  it('builds the link a dashboard tile opens', () => {
    expect(companyJobsWithStatusPath('COMPLETED')).toBe('/home/job?status=COMPLETED');
  });
});
