import { describe, expect, it } from 'vitest';
import { SWMS_RESUME_ROUTE } from '@hivis/contracts';
import { SWMS_BUILDER_STEPS, swmsEditRoute, swmsStepIndex } from './builder-steps';

describe('the SWMS builder steps', () => {
  it('are twelve, in order, with the customise screen inside the work activities step', () => {
    expect(SWMS_BUILDER_STEPS).toHaveLength(12);
    expect(swmsStepIndex('select-job')).toBe(1);
    expect(swmsStepIndex('contractor-detail')).toBe(5);
    expect(swmsStepIndex('work-activities-customize')).toBe(swmsStepIndex('work-activities'));
    expect(swmsStepIndex('generated')).toBe(12);
  });

  it('name every screen a saved SWMS reopens at', () => {
    const routes = SWMS_BUILDER_STEPS.map((step) => step.route as string);
    for (const route of Object.values(SWMS_RESUME_ROUTE)) expect(routes).toContain(route);
  });

  it('open a draft for editing where it was left, and an issued SWMS at the review rather than Section 6', () => {
    expect(swmsEditRoute({ status: 'draft', resumeRoute: 'contractor-detail' })).toBe('contractor-detail');
    expect(swmsEditRoute({ status: 'draft', resumeRoute: 'section-one' })).toBe('section-one');
    expect(swmsEditRoute({ status: 'issued', resumeRoute: 'generated' })).toBe('generate-swms');
    // A step saved after the issue moves the resume screen; editing still starts at the review.
    expect(swmsEditRoute({ status: 'issued', resumeRoute: 'contractor-detail' })).toBe('generate-swms');
  });
});
