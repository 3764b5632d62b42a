/**
 * The contact records as other domains read and write them: the people their answers name, a company's
 * contacts, the contacts an import, a sign-up, a booth visit or an interest files, and the marks sign-up and SES
 * feedback leave on them. A module of its own that imports no other domain: the contacts service calls the
 * companies and events services, which read contacts back, so their import of index.ts would close an import
 * cycle (scripts/check/import-cycles.ts), and another domain's route bundles only this, not the contacts
 * service. index.ts re-exports the same for handlers, workflows, scripts and tests.
 */
export {
  companyFactsOf,
  contactsBatch,
  createContact,
  deleteContact,
  findContactByEmail,
  findContactsByEmail,
  getContact,
  getContacts,
  linkContactsToLogin,
  listCompanyContacts,
  markContactsMailSuppressed,
} from "./queries";
