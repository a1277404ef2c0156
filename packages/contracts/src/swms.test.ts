import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { SWMS_STEPS, ZSwmsContentSchema, ZSwmsContentViewSchema, ZSwmsSchema, ZUpdateSwmsSchema, emptySwmsContent, swmsResumeRoute } from './swms.js';
import type { TSwmsContent } from './swms.js';

describe('SWMS content', () => {
  it('a step’s PUT keeps only the parts sent: no defaults that would reset other steps', () => {
    expect(ZUpdateSwmsSchema.parse({ step: 'job_details', content: { jurisdiction: 'NSW' } })).toEqual({ step: 'job_details', content: { jurisdiction: 'NSW' } });
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

  it('reopens a new draft at section one and a saved step at the screen after it', () => {
    expect(swmsResumeRoute('')).toBe('section-one');
    expect(swmsResumeRoute('job_details')).toBe('pc-details');
    expect(SWMS_STEPS.map(swmsResumeRoute)).not.toContain('section-one');
  });
});
