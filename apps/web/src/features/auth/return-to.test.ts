import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('accepts in-app paths with their query', () => {
    expect(safeReturnTo('/user/details')).toBe('/user/details');
    expect(safeReturnTo('/audits?page=2')).toBe('/audits?page=2');
  });

  it('refuses other sites and odd values', () => {
    for (const value of ['https://evil.test', '//evil.test', '/\\evil.test', 'user/details', '', null, undefined]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it('never returns to the login or logout pages', () => {
    expect(safeReturnTo('/auth/login?returnTo=/x')).toBeNull();
    expect(safeReturnTo('/logout')).toBeNull();
  });

  it('builds the login link that remembers the page', () => {
    expect(loginPathReturningTo('/user/details')).toBe('/auth/login?returnTo=%2Fuser%2Fdetails');
    expect(loginPathReturningTo('/')).toBe('/auth/login');
  });
});
