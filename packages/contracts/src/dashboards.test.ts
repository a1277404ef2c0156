import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, ZCreateDashboardLinkSchema, ZEmbedTokenQuerySchema } from './dashboards.js';

describe('ZCreateDashboardLinkSchema', () => {
  it('keeps a label, turns a blank one into none, and reads the days from a form', () => {
    expect(ZCreateDashboardLinkSchema.parse({ dashboardId: 'operations', label: ' Office TV ', expiresInDays: '30' })).toEqual({
      dashboardId: 'operations',
      label: 'Office TV',
      expiresInDays: 30,
    });
    expect(ZCreateDashboardLinkSchema.parse({ dashboardId: 'compliance', label: '   ', expiresInDays: 1 }).label).toBeNull();
    expect(ZCreateDashboardLinkSchema.parse({ dashboardId: 'compliance', expiresInDays: 365 }).label).toBeNull();
  });

  it('refuses an unknown dashboard and a lifetime outside 1 to 365 whole days', () => {
    for (const expiresInDays of [0, 366, 2.5, 'a week']) {
      const result = ZCreateDashboardLinkSchema.safeParse({ dashboardId: 'operations', expiresInDays });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DASHBOARD_MESSAGES.expiresInDays);
    }
    expect(ZCreateDashboardLinkSchema.safeParse({ dashboardId: 'sales', expiresInDays: 7 }).error?.issues[0]?.message).toBe(DASHBOARD_MESSAGES.dashboardId);
  });
});

describe('ZEmbedTokenQuerySchema', () => {
  it('takes a link secret (base64url) and nothing else', () => {
    expect(ZEmbedTokenQuerySchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    for (const token of ['', 'short', `${'a'.repeat(42)}=`, 'a'.repeat(101)]) {
      expect(ZEmbedTokenQuerySchema.safeParse({ token }).error?.issues[0]?.message).toBe(DASHBOARD_MESSAGES.linkInvalid);
    }
  });
});
