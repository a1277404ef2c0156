import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  SWMS_CONTENT_MESSAGES,
  SWMS_STEPS,
  ZSwmsContentSchema,
  ZSwmsContentViewSchema,
  ZSwmsSchema,
  ZUpdateSwmsSchema,
  emptySwmsContent,
  swmsResumeRoute,
} from './swms.js';
import type { TSwmsContent } from './swms.js';

describe('SWMS content', () => {
  it('a step’s PUT keeps only the parts sent: no defaults that would reset other steps', () => {
    expect(ZUpdateSwmsSchema.parse({ step: 'job_details', content: { jurisdiction: 'NSW' } })).toEqual({
      step: 'job_details',
      content: { jurisdiction: 'NSW' },
    });
    expect(ZUpdateSwmsSchema.parse({ step: 'job_details', content: { hrcwCodes: ['asbestos', 'asbestos'] } }).content).toEqual({ hrcwCodes: ['asbestos'] });
  });

  it('the full content still fills every part in', () => {
    expect(emptySwmsContent()).toMatchObject({ jurisdiction: null, hrcwCodes: [], implementation: '', activities: [] });
  });

  it('answers encode: the view schema describes the parsed content without transforms', () => {
    expectTypeOf<z.output<typeof ZSwmsContentViewSchema>>().toEqualTypeOf<TSwmsContent>();
    const content = ZSwmsContentSchema.parse({ jurisdiction: 'VIC', hrcwCodes: ['asbestos'], substances: [{ substance: 'Sealant' }] });
    expect(z.encode(ZSwmsContentViewSchema, content)).toEqual(content);
    expect(ZSwmsSchema.shape.content).toBe(ZSwmsContentViewSchema);
  });

  it('takes a review date only when that day exists', () => {
    const reviewDate = (value: unknown) => ZUpdateSwmsSchema.safeParse({ step: 'employees', content: { reviewDate: value } });
    expect(reviewDate('2028-02-29').data?.content?.reviewDate).toBe('2028-02-29');
    expect(reviewDate(null).data?.content?.reviewDate).toBeNull();
    for (const [value, message] of [
      ['2025-02-31', SWMS_CONTENT_MESSAGES.reviewDateExists],
      ['2027-02-29', SWMS_CONTENT_MESSAGES.reviewDateExists],
      ['2027-13-01', SWMS_CONTENT_MESSAGES.reviewDateExists],
      ['30/06/2027', SWMS_CONTENT_MESSAGES.reviewDate],
    ] as const) {
      expect(reviewDate(value).error?.issues, value).toEqual([expect.objectContaining({ path: ['content', 'reviewDate'], message })]);
    }
  });

  it('reads a stored day that does not exist as no review date yet, so the SWMS still opens', () => {
    expect(ZSwmsContentSchema.parse({ reviewDate: '2025-02-31' }).reviewDate).toBeNull();
    expect(ZSwmsContentSchema.parse({ reviewDate: '2027-06-30' }).reviewDate).toBe('2027-06-30');
  });

  it('reopens a new draft at section one and a saved step at the screen after it', () => {
    expect(swmsResumeRoute('')).toBe('section-one');
    expect(swmsResumeRoute('job_details')).toBe('pc-details');
    expect(SWMS_STEPS.map(swmsResumeRoute)).not.toContain('section-one');
  });
});
