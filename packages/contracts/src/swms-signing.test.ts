import { describe, expect, it } from 'vitest';
import { ZSendSwmsSchema, ZSignSwmsByRequestSchema, isSendableEmail } from './swms-signing.js';
import { SWMS_SIGNING_MESSAGES } from './swms-link-page.js';

const swmsId = '00000000-0000-4000-8000-000000000001';

describe('ZSendSwmsSchema', () => {
  it('keeps addresses trimmed and lower-case', () => {
    expect(ZSendSwmsSchema.parse({ swmsId, emails: [' Sam@Example.COM '] }).emails).toEqual(['sam@example.com']);
  });

  it('answers the spec messages: empty, bad and duplicate (any case)', () => {
    const messageOf = (emails: unknown) => ZSendSwmsSchema.safeParse({ swmsId, emails }).error?.issues[0]?.message;
    expect(messageOf([])).toBe(SWMS_SIGNING_MESSAGES.email);
    expect(messageOf(['nope'])).toBe('Please enter valid email address');
    expect(messageOf(['a@example.com', 'A@example.com'])).toBe('Email address already exist');
    expect(messageOf(Array.from({ length: 51 }, (_, index) => `p${index}@example.com`))).toBe(SWMS_SIGNING_MESSAGES.tooMany);
  });
});

describe('isSendableEmail', () => {
  it('wants a name, an at sign and a domain with a dot', () => {
    expect(isSendableEmail('kim@example.com.au')).toBe(true);
    expect(isSendableEmail('kim@example')).toBe(false);
    expect(isSendableEmail('kim example@x.com')).toBe(false);
  });
});

describe('ZSignSwmsByRequestSchema', () => {
  it('takes only the two Pre-Start Talk answers', () => {
    const base = { signingRequestId: swmsId, fileId: swmsId };
    expect(ZSignSwmsByRequestSchema.safeParse({ ...base, preStartTalk: 'attended' }).success).toBe(true);
    expect(ZSignSwmsByRequestSchema.safeParse({ ...base, preStartTalk: 'slept' }).success).toBe(false);
  });
});
