/**
 * Who owns a material made from a datasheet (backoffice.md §5): the query's companyId, else (for a super
 * admin) the company picked on the form, else the user's own company; null means 'Company is required'.
 */
export function datasheetCompany(opts: { queryCompanyId: string | null; pickedCompanyId: string; isSuperAdmin: boolean; ownCompanyId: string | null }): string | null {
  return opts.queryCompanyId || (opts.isSuperAdmin ? opts.pickedCompanyId : "") || opts.ownCompanyId || null;
}
