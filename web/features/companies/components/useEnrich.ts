/** Placeholder of the issue 11 contract: the Actions menu's 'Enrich' (pull-integration from Apollo, with its toasts). */
export function useEnrich(_companyId: string) {
  return { enrich: async () => {}, busy: false };
}
