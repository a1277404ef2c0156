import { describe, expect, it } from 'vitest';
import { accountStatus, isRestrictedStatus, needsPayment } from './account.js';

describe('accountStatus', () => {
  it('lets a limiting company status win over the user’s own', () => {
    expect(accountStatus('suspended', 'active')).toBe('suspended');
    expect(accountStatus('inactive', 'data_filled')).toBe('inactive');
    expect(accountStatus('pending_company', 'active')).toBe('pending_company');
    // Signed up, not paid: payment first; paid: the company details come next.
    expect(accountStatus('pending_company', 'data_filled', 'unpaid')).toBe('data_filled');
    expect(accountStatus('pending_company', 'data_filled', 'paid')).toBe('pending_company');
  });

  it('otherwise answers the user’s status, also without a company', () => {
    expect(accountStatus('active', 'active')).toBe('active');
    expect(accountStatus('active', 'data_filled')).toBe('data_filled');
    expect(accountStatus('active', 'data_filled', 'paid')).toBe('active');
    expect(accountStatus('active', 'deactivated')).toBe('deactivated');
    expect(accountStatus(null, 'active')).toBe('active');
    expect(accountStatus(null, 'pending_setup')).toBe('pending_setup');
  });
});

describe('isRestrictedStatus', () => {
  it('is true for suspended and inactive only', () => {
    expect(isRestrictedStatus('suspended')).toBe(true);
    expect(isRestrictedStatus('inactive')).toBe(true);
    for (const status of ['active', 'pending_company', 'data_filled', '', null, undefined]) expect(isRestrictedStatus(status)).toBe(false);
  });
});

describe('needsPayment (spec section 4)', () => {
  const base = { status: 'data_filled', paymentStatus: 'unpaid', companyId: 'c1' };
  it('is true for data_filled, unpaid, with a company', () => {
    expect(needsPayment(base)).toBe(true);
  });
  it('is false when any of the three is missing', () => {
    expect(needsPayment({ ...base, status: 'active' })).toBe(false);
    expect(needsPayment({ ...base, paymentStatus: 'paid' })).toBe(false);
    expect(needsPayment({ ...base, paymentStatus: null })).toBe(false);
    expect(needsPayment({ ...base, companyId: null })).toBe(false);
  });
});
