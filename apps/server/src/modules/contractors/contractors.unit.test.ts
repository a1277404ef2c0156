import { describe, expect, it } from 'vitest';
import { stageOf } from './contractors.presenter.js';

describe('stageOf', () => {
  const at = new Date('2026-12-01T00:00:00Z');
  it('is the stored status, with accepted split by where the crew is', () => {
    expect(stageOf({ status: 'offered', onsiteAt: null, leftSiteAt: null })).toBe('offered');
    expect(stageOf({ status: 'accepted', onsiteAt: null, leftSiteAt: null })).toBe('accepted');
    expect(stageOf({ status: 'accepted', onsiteAt: at, leftSiteAt: null })).toBe('onsite');
    expect(stageOf({ status: 'accepted', onsiteAt: at, leftSiteAt: at })).toBe('accepted');
    expect(stageOf({ status: 'completed', onsiteAt: at, leftSiteAt: at })).toBe('completed');
    expect(stageOf({ status: 'withdrawn', onsiteAt: at, leftSiteAt: null })).toBe('withdrawn');
  });
});
