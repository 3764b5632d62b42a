/** The bell's read of GET /deal-reminders: the drawer's and the one started at navigation start are one cache entry. */
export const REMINDERS_QUERY = { limit: 100 } as const;
