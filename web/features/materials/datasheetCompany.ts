/**
 * Who owns a material made from a datasheet. Staff: the company picked on the form (it
 * starts at the query's companyId), never their own, which is the platform's and sells nothing (ADR 0189).
 * Others: the query's companyId, else their own company. Null means 'Company is required'.
 */
export function datasheetCompany(opts: {
  queryCompanyId: string | null;
  pickedCompanyId: string;
  isSuperAdmin: boolean;
  ownCompanyId: string | null;
}): string | null {
  if (opts.isSuperAdmin) return opts.pickedCompanyId || null;
  return opts.queryCompanyId || opts.ownCompanyId || null;
}
