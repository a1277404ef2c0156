/* The SWMS admin panel's routes (spec 2.3 "/admin-swms and sub-routes"), in one place. */

export const adminSwmsPaths = {
  home: '/admin-swms',
  customTab: '/admin-swms?tab=custom',
  viewTrade: (tradeId: string) => `/admin-swms/view-wa?tradeId=${tradeId}`,
  viewScope: (scopeId: string) => `/admin-swms/view-wa?scopeId=${scopeId}`,
  editScope: (scopeId: string) => `/admin-swms/scope/${scopeId}/edit`,
  editActivity: (activityId: string) => `/admin-swms/edit-wa?id=${activityId}`,
  addActivity: (scopeId: string) => `/admin-swms/add-wa?scopeId=${scopeId}`,
  bulkAdd: (tradeId?: string) => (tradeId ? `/admin-swms/bulk-add?tradeId=${tradeId}` : '/admin-swms/bulk-add'),
  bulkAddExistingScope: '/admin-swms/bulk-add/existing-scope',
  bulkAddToScope: (scopeId: string) => `/admin-swms/bulk-add-wa?scopeId=${scopeId}`,
  customTrades: '/admin-swms/custom-trade',
  customTrade: (tradeId: string) => `/admin-swms/custom-trade/${tradeId}/edit`,
  customAddScope: (tradeId: string) => `/admin-swms/custom-trade/${tradeId}/add-scope`,
  customExistingScope: (tradeId: string) => `/admin-swms/custom-trade/${tradeId}/existing-scope`,
  customActivity: (tradeId: string, activityId: string) => `/admin-swms/custom-trade/${tradeId}/work-activity?id=${activityId}`,
};

/** Links and buttons big enough for a thumb, as everywhere in the app. */
export const TOUCH = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;
