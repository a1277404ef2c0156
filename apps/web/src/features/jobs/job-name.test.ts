import { describe, expect, it } from 'vitest';
import { jobName } from './job-name';

describe('jobName', () => {
  it('puts the job number before the title', () => {
    expect(jobName({ title: 'Re-roof', jobNumber: 'J-0004' })).toBe('J-0004 · Re-roof');
  });

  it('is the title alone for a job without a number', () => {
    expect(jobName({ title: 'Re-roof', jobNumber: null })).toBe('Re-roof');
    expect(jobName({ title: 'Re-roof', jobNumber: '' })).toBe('Re-roof');
  });
});
