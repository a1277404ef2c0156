import { describe, expect, it } from 'vitest';
import { CONTACT_NUMBER_SHORT, ZContactUsSchema, productDomainOf } from './contact.js';

const valid = { fullName: ' Pat Tradie ', contactNumber: '(07) 3000 1234', emailAddress: 'Pat@Example.COM', message: '' };
const firstMessage = (body: unknown, field: string) => ZContactUsSchema.safeParse(body).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('contact form (spec 5)', () => {
  it('accepts a message with the optional text left out, trimmed and with the email lower-cased', () => {
    const { message: _left, ...withoutMessage } = valid;
    expect(ZContactUsSchema.parse(withoutMessage)).toEqual({
      fullName: 'Pat Tradie',
      contactNumber: '(07) 3000 1234',
      emailAddress: 'pat@example.com',
      message: '',
    });
  });

  it('names each missing required field with the spec’s messages', () => {
    expect(firstMessage({}, 'fullName')).toBe('Full name is required.');
    expect(firstMessage({}, 'contactNumber')).toBe('Contact number is required.');
    expect(firstMessage({}, 'emailAddress')).toBe('Email address is required.');
    expect(firstMessage({ ...valid, fullName: '   ' }, 'fullName')).toBe('Full name is required.');
  });

  it('wants a real email and a phone number of at least 8 digits (spec 9)', () => {
    expect(firstMessage({ ...valid, emailAddress: 'pat@' }, 'emailAddress')).toBe('Please enter valid Email address.');
    expect(firstMessage({ ...valid, contactNumber: '3000 123' }, 'contactNumber')).toBe(CONTACT_NUMBER_SHORT);
    expect(firstMessage({ ...valid, contactNumber: 'call me!!' }, 'contactNumber')).toBe(CONTACT_NUMBER_SHORT);
    expect(ZContactUsSchema.safeParse({ ...valid, contactNumber: '3000 1234' }).success).toBe(true);
    expect(firstMessage({ ...valid, message: 'x'.repeat(2001) }, 'message')).toMatch(/at most 2000/);
  });
});

describe('productDomainOf: the domain of "Join {domain}" (spec 2.5)', () => {
  it('is the host name of a real public address, without scheme, port or path', () => {
    expect(productDomainOf('https://app.hivis.com.au')).toBe('app.hivis.com.au');
    expect(productDomainOf('https://HiVis.com.au:8443/start/')).toBe('hivis.com.au');
  });

  it('is null for a machine’s own address, which no visitor could type', () => {
    for (const url of [
      'http://localhost:3999',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://192.168.1.20',
      'http://[::1]:3000',
      'http://intranet',
    ]) {
      expect(productDomainOf(url), url).toBeNull();
    }
  });

  it('is null for an address it cannot read', () => {
    expect(productDomainOf('not a url')).toBeNull();
  });
});
