import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, ZProjectCreateInputSchema, ZProjectDetailsInputSchema, ZProjectPcInputSchema, isCalendarDate } from './projects.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('project contracts', () => {
  it('knows a calendar day from a wrong one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('01/02/2027')).toBe(false);
  });

  it('keeps blank optional fields as null and trims the name', () => {
    const parsed = ZProjectDetailsInputSchema.parse({ name: ' Deck ', projectNumber: '', startDate: '', clientId: '', principalContractor: null });
    expect(parsed).toMatchObject({ name: 'Deck', projectNumber: null, startDate: null, endDate: null, clientId: null, principalContractor: null });
  });

  it('puts each problem on its field', () => {
    const result = ZProjectCreateInputSchema.safeParse({ worksiteId: 'x', name: '', startDate: '2027-03-02', endDate: '2027-03-01' });
    expect(messagesOf(result)).toEqual({
      worksiteId: PROJECT_MESSAGES.worksiteId,
      name: PROJECT_MESSAGES.name,
      endDate: PROJECT_MESSAGES.endBeforeStart,
    });
  });

  it('tidies the principal contractor: ABN without spaces, emails lower-case', () => {
    const parsed = ZProjectPcInputSchema.parse({ principalContractor: { companyName: 'Hutchinson Builders', abn: '51 824 753 556', contactEmail: 'A@B.COM' } });
    expect(parsed.principalContractor).toMatchObject({ abn: '51824753556', contactEmail: 'a@b.com', whsPersonName: null });
  });
});
