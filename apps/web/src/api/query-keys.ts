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
  /* Read by more than one domain: each domain's own keys live in its *-api.ts. */
  worksitesPages: ['worksites', 'page'] as const,
  worksitesPage: (query: object) => ['worksites', 'page', query] as const,
  projectsPages: ['projects', 'page'] as const,
  projectsPage: (query: object) => ['projects', 'page', query] as const,
  project: (id: string) => ['projects', 'one', id] as const,
  file: (id: string) => ['files', id] as const,
  jobs: ['jobs'] as const,
  /** A page of the company's jobs: the jobs list, and the jobs a SWMS or a JSA is chosen for. */
  jobsPage: (query: object) => ['jobs', 'page', query] as const,
  myJobs: ['my-jobs'] as const,
  /** A page of a field person's jobs: My Jobs, their home (kept on the phone), choosing a job for a JSA. */
  myJobsPage: (when: string, page: number, take: number) => ['my-jobs', when, page, take] as const,
  /** One SWMS and a job's SWMS: the builder and View SWMS, and a JSA started from a SWMS activity. */
  swms: (id: string) => ['swms', id] as const,
  jobSwms: (jobId: string) => ['swms', 'job', jobId] as const,
  /** The people on a job: the job's pages list them, a pre-start talk signs them on. */
  jobStaff: (jobId: string) => ['assignments', 'staff', jobId] as const,
  /**
   * The signed-in person's /auth/info, per person so another login never sees it, and per roles so
   * a change of role (seen at a token refresh) asks for the person again.
   */
  currentUserOf: (userId: string, roles: readonly string[]) => ['auth', 'info', userId, roles.join(',')] as const,
};
