import { describe, expect, it } from 'vitest';
import { AUDIT_LINK_MESSAGES } from '@hivis/contracts';
import type { TAuditLink } from '@hivis/contracts';
import {
  capacityLine,
  editLinkValues,
  enabledAfterEdit,
  expiryOf,
  expiryWords,
  isCapacityMessage,
  linkEditErrors,
  linkEditOf,
  needsNewExpiry,
  newLinkErrors,
  newLinkOf,
  newLinkValues,
  noRoomMessage,
  responsesWords,
  switchedLink,
} from './link-words';
import type { TLinkFormValues } from './link-words';

const BRISBANE = 'Australia/Brisbane';
const SYDNEY = 'Australia/Sydney';
const NOW = new Date('2026-11-27T02:00:00Z'); // 12:00 pm on 27/11/2026 in Brisbane
const TEMPLATE_ID = '6f1c2a4e-8b1d-4c3e-9a7f-1b2c3d4e5f60';
const LINK_ID = '0c9a7d3e-2f4b-4e6a-8c1d-9e8f7a6b5c4d';

const link = (overrides: Partial<TAuditLink> = {}): TAuditLink => ({
  id: LINK_ID,
  uuid: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  auditTemplateId: TEMPLATE_ID,
  templateName: 'Site walk',
  name: 'Visitors',
  kind: 'temporary',
  expiresAt: '2026-12-03T07:00:00.000Z',
  enabled: true,
  state: 'on',
  brandingVisible: true,
  url: 'https://app.example/audits/link/7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  responses: 0,
  createdOn: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

const values = (overrides: Partial<TLinkFormValues> = {}): TLinkFormValues => ({
  auditTemplateId: TEMPLATE_ID,
  name: 'Visitors',
  kind: 'temporary',
  expiresDate: '2099-12-03',
  expiresTime: '17:00',
  brandingVisible: true,
  ...overrides,
});

describe('the plan’s capacity in words', () => {
  it('counts the links in use against the plan', () => {
    expect(capacityLine('permanent', { used: 1, limit: 2 })).toEqual({ text: 'Permanent links: 1 of 2 in use', full: false, needsPlan: false });
    expect(capacityLine('temporary', { used: 0, limit: 5 }).text).toBe('Temporary links: 0 of 5 in use');
  });

  it('says when every place is taken, and the way out', () => {
    const line = capacityLine('temporary', { used: 5, limit: 5 });
    expect(line.full).toBe(true);
    expect(line.text).toBe('Temporary links: 5 of 5 in use. All are taken: switch one off to make room, or add more to your plan.');
  });

  it('says a plan with none has none, and that they can be added', () => {
    expect(capacityLine('permanent', { used: 0, limit: 0 })).toEqual({
      text: 'Permanent links: your plan has none. You can add permanent links to your plan.',
      full: true,
      needsPlan: true,
    });
  });

  it('says which links rest when more are on than the plan allows (a smaller plan)', () => {
    expect(capacityLine('permanent', { used: 3, limit: 2 }).text).toBe(
      'Permanent links: 3 on, but your plan has 2. The newest one is not taking answers: switch links off, or add more to your plan.',
    );
    expect(capacityLine('temporary', { used: 2, limit: 0 }).text).toBe(
      'Temporary links: 2 on, but your plan has none. The newest 2 are not taking answers: switch links off, or add more to your plan.',
    );
  });

  it('warns before sending when no link of the kind can be made', () => {
    expect(noRoomMessage('permanent', { used: 2, limit: 2 })).toBe(AUDIT_LINK_MESSAGES.capacityPermanent);
    expect(noRoomMessage('temporary', { used: 5, limit: 5 })).toBe(AUDIT_LINK_MESSAGES.capacityTemporary);
    expect(noRoomMessage('temporary', { used: 0, limit: 0 })).toBe('Your plan has no temporary audit links. Add some to your plan to make one.');
  });

  it('knows the server’s capacity refusals', () => {
    expect(isCapacityMessage(AUDIT_LINK_MESSAGES.capacityPermanent)).toBe(true);
    expect(isCapacityMessage(AUDIT_LINK_MESSAGES.capacityTemporary)).toBe(true);
    expect(isCapacityMessage('You do not have permission to do that.')).toBe(false);
    expect(isCapacityMessage(null)).toBe(false);
  });
});

describe('a link’s expiry and answers in words', () => {
  it('reads a temporary link’s expiry in the company’s zone, the app’s way', () => {
    expect(expiryWords(link(), BRISBANE, NOW)).toBe('Expires 03/12/2026 05:00 PM');
    // Sydney keeps daylight saving in December: an hour later on the clock.
    expect(expiryWords(link(), SYDNEY, NOW)).toBe('Expires 03/12/2026 06:00 PM');
  });

  it('says a past expiry has passed, and a permanent link has none', () => {
    expect(expiryWords(link({ expiresAt: '2026-11-01T00:00:00.000Z' }), BRISBANE, NOW)).toBe('Expired 01/11/2026 10:00 AM');
    expect(expiryWords(link({ kind: 'permanent', expiresAt: null }), BRISBANE, NOW)).toBe('Permanent: no expiry');
  });

  it('counts the audits received', () => {
    expect(responsesWords(0)).toBe('No audits received yet');
    expect(responsesWords(1)).toBe('1 audit received');
    expect(responsesWords(12)).toBe('12 audits received');
  });
});

describe('the new link form', () => {
  it('starts on the template asked for, branded, a week out at 5 pm, of a kind the plan has room for', () => {
    expect(newLinkValues(TEMPLATE_ID, undefined, BRISBANE, NOW)).toEqual({
      auditTemplateId: TEMPLATE_ID,
      name: '',
      kind: 'permanent',
      expiresDate: '2026-12-04',
      expiresTime: '17:00',
      brandingVisible: true,
    });
    const noPermanent = { permanent: { used: 1, limit: 1 }, temporary: { used: 0, limit: 5 } };
    expect(newLinkValues(null, noPermanent, BRISBANE, NOW)).toMatchObject({ auditTemplateId: '', kind: 'temporary' });
    const neither = { permanent: { used: 0, limit: 0 }, temporary: { used: 0, limit: 0 } };
    expect(newLinkValues(null, neither, BRISBANE, NOW).kind).toBe('permanent');
  });

  it('sends the expiry as the instant the company’s clock shows, and none for a permanent link', () => {
    expect(expiryOf(values({ expiresDate: '2026-12-03', expiresTime: '17:00' }), BRISBANE)).toBe('2026-12-03T07:00:00.000Z');
    expect(expiryOf(values({ expiresDate: '2026-12-03', expiresTime: '17:00' }), SYDNEY)).toBe('2026-12-03T06:00:00.000Z');
    expect(expiryOf(values({ kind: 'permanent' }), BRISBANE)).toBeNull();
    expect(expiryOf(values({ expiresTime: '' }), BRISBANE)).toBeNull();
    expect(newLinkOf(values({ kind: 'permanent', name: '  Gate  ' }), BRISBANE)).toEqual({
      auditTemplateId: TEMPLATE_ID,
      name: 'Gate',
      kind: 'permanent',
      expiresAt: null,
      brandingVisible: true,
    });
  });

  it('checks what the server checks, on the form’s own fields', () => {
    expect(newLinkErrors(values(), BRISBANE)).toEqual({});
    expect(newLinkErrors(values({ kind: 'permanent', expiresDate: '' }), BRISBANE)).toEqual({});
    expect(newLinkErrors(values({ name: '   ' }), BRISBANE)).toEqual({ name: AUDIT_LINK_MESSAGES.name });
    expect(newLinkErrors(values({ name: 'x'.repeat(121) }), BRISBANE)).toEqual({ name: AUDIT_LINK_MESSAGES.nameLength });
    expect(newLinkErrors(values({ expiresDate: '' }), BRISBANE)).toEqual({ expiresDate: AUDIT_LINK_MESSAGES.expiresAt });
    expect(newLinkErrors(values({ expiresTime: '' }), BRISBANE)).toEqual({ expiresTime: AUDIT_LINK_MESSAGES.expiresAt });
    expect(newLinkErrors(values({ expiresDate: '2020-01-01' }), BRISBANE)).toEqual({ expiresDate: AUDIT_LINK_MESSAGES.expiresInPast });
  });

  it('asks for a template, and still says what else is wrong', () => {
    expect(newLinkErrors(values({ auditTemplateId: '', name: '' }), BRISBANE)).toEqual({
      auditTemplateId: 'Please choose the audit template to share.',
      name: AUDIT_LINK_MESSAGES.name,
    });
  });
});

describe('changing a link', () => {
  it('shows a temporary link’s expiry in the company’s zone', () => {
    expect(editLinkValues(link(), BRISBANE, NOW)).toMatchObject({ name: 'Visitors', kind: 'temporary', expiresDate: '2026-12-03', expiresTime: '17:00' });
  });

  it('keeps a past expiry to show, but offers a new one when switching on', () => {
    const expired = link({ expiresAt: '2026-11-01T07:00:00.000Z', state: 'expired' });
    expect(editLinkValues(expired, BRISBANE, NOW)).toMatchObject({ expiresDate: '2026-11-01', expiresTime: '17:00' });
    expect(editLinkValues(expired, BRISBANE, NOW, true)).toMatchObject({ expiresDate: '2026-12-04', expiresTime: '17:00' });
  });

  it('leaves the switch to decide on and off; an expired link opens again only with a later expiry', () => {
    expect(enabledAfterEdit(link({ state: 'on' }), values(), false, BRISBANE, NOW)).toBe(true);
    expect(enabledAfterEdit(link({ state: 'off', enabled: false }), values(), false, BRISBANE, NOW)).toBe(false);
    expect(enabledAfterEdit(link({ state: 'off', enabled: false }), values(), true, BRISBANE, NOW)).toBe(true);
    expect(enabledAfterEdit(link({ state: 'expired' }), values({ expiresDate: '2026-11-01' }), false, BRISBANE, NOW)).toBe(false);
    expect(enabledAfterEdit(link({ state: 'expired' }), values({ expiresDate: '2026-12-10' }), false, BRISBANE, NOW)).toBe(true);
  });

  it('checks an edit as the server does: a link going off needs no valid expiry', () => {
    const past = values({ expiresDate: '2020-01-01' });
    expect(linkEditErrors(link(), past, true, BRISBANE)).toEqual({ expiresDate: AUDIT_LINK_MESSAGES.expiresInPast });
    expect(linkEditErrors(link(), past, false, BRISBANE)).toEqual({});
    expect(linkEditOf(link(), values({ kind: 'permanent' }), true, BRISBANE)).toEqual({
      id: LINK_ID,
      name: 'Visitors',
      kind: 'permanent',
      expiresAt: null,
      enabled: true,
      brandingVisible: true,
    });
  });

  it('switches a link on or off with its settings as they are', () => {
    expect(switchedLink(link(), false)).toEqual({
      id: LINK_ID,
      name: 'Visitors',
      kind: 'temporary',
      expiresAt: '2026-12-03T07:00:00.000Z',
      enabled: false,
      brandingVisible: true,
    });
    expect(switchedLink(link({ kind: 'permanent', expiresAt: null }), true).expiresAt).toBeNull();
  });

  it('asks for a new expiry before switching on a temporary link past its own', () => {
    expect(needsNewExpiry(link(), NOW)).toBe(false);
    expect(needsNewExpiry(link({ expiresAt: '2026-11-01T00:00:00.000Z' }), NOW)).toBe(true);
    expect(needsNewExpiry(link({ kind: 'permanent', expiresAt: null }), NOW)).toBe(false);
  });
});
