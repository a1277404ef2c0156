/** Every TanStack Query key in one place, so invalidation cannot miss a spelling. */
export const queryKeys = {
  currentUser: ['auth', 'info'] as const,
  accountSetup: (setupKey: string) => ['auth', 'setup', setupKey] as const,
  passwordResetToken: (token: string) => ['auth', 'reset', token] as const,
  publicConfig: ['config', 'public'] as const,
  company: ['company'] as const,
  plans: ['payments', 'plans'] as const,
  estimate: (payload: unknown) => ['payments', 'estimate', payload] as const,
  testCheckout: (sessionId: string) => ['payments', 'test-checkout', sessionId] as const,
};
