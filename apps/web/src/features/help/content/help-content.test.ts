import { describe, expect, it } from 'vitest';
import { FAQS } from './faqs';
import { USER_GUIDE } from './user-guide';

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('help content', () => {
  it('gives every guide topic and FAQ a unique, URL-safe anchor', () => {
    const ids = [...USER_GUIDE.map((topic) => topic.id), ...FAQS.map((faq) => faq.id)];
    for (const id of ids) expect(id).toMatch(ANCHOR);
    expect(new Set(USER_GUIDE.map((topic) => topic.id)).size).toBe(USER_GUIDE.length);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(FAQS.length);
  });

  it('covers the features that exist now, each topic with some text', () => {
    expect(USER_GUIDE.map((topic) => topic.id)).toEqual([
      'signing-in',
      'forgot-password',
      'account-setup',
      'account-details',
      'roles',
      'suspended-accounts',
      'admin-impersonation',
    ]);
    for (const topic of USER_GUIDE) expect(topic.blocks.length, topic.id).toBeGreaterThan(0);
    for (const faq of FAQS) expect(faq.answer.join(' ').length, faq.id).toBeGreaterThan(20);
  });

  it('mentions no screen that does not exist yet', () => {
    const text = JSON.stringify([USER_GUIDE, FAQS]);
    for (const unbuilt of ['/pricing', 'Pricing', 'Sign Up', '/schedule']) expect(text).not.toContain(unbuilt);
  });
});
