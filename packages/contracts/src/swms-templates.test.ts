import { describe, expect, it } from 'vitest';
import { emptySwmsContent } from './swms.js';
import { SWMS_GENERATE_MESSAGES, ZCreateSwmsTemplateSchema, firstPages, hiddenFirstPageCount, swmsMissingItems } from './swms-templates.js';

describe('SWMS templates', () => {
  it('turns "hide the first n pages" into page numbers and back', () => {
    expect(firstPages(0)).toEqual([]);
    expect(firstPages(3)).toEqual([1, 2, 3]);
    expect(firstPages(40)).toHaveLength(10);
    expect(hiddenFirstPageCount([1, 2, 3])).toBe(3);
    expect(hiddenFirstPageCount([2, 3])).toBe(0);
  });

  it('sorts hidden pages and defaults the switches on', () => {
    const parsed = ZCreateSwmsTemplateSchema.parse({ name: ' Cover ', fileId: '8f14e45f-ceea-4e6b-9f1a-000000000001', hidePages: [3, 1] });
    expect(parsed).toEqual({ name: 'Cover', fileId: '8f14e45f-ceea-4e6b-9f1a-000000000001', hidePages: [1, 3], showJobDetails: true, showLegislation: true });
  });
});

describe('swmsMissingItems', () => {
  it('names every part an empty SWMS still needs', () => {
    expect(swmsMissingItems(emptySwmsContent())).toMatchObject({
      jurisdiction: SWMS_GENERATE_MESSAGES.jurisdiction,
      activities: SWMS_GENERATE_MESSAGES.activities,
      'supervisor.name': SWMS_GENERATE_MESSAGES.supervisor,
      emergencyProcedures: SWMS_GENERATE_MESSAGES.emergencyProcedures,
    });
  });

  it('asks for the site supervisor’s phone, and for blanks left in suggested text', () => {
    const content = { ...emptySwmsContent(), supervisor: { name: 'Sam', position: '', phone: '', email: '' }, emergencyProcedures: 'Muster at (fill in).' };
    expect(swmsMissingItems(content)).toMatchObject({
      'supervisor.phone': SWMS_GENERATE_MESSAGES.supervisorContact,
      emergencyProcedures: SWMS_GENERATE_MESSAGES.emergencyBlanks,
    });
  });
});
