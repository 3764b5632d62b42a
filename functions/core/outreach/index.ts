/** Contract placeholder (issue 11): an outreach e-mail for a contact of a company, drafted by the AI engine. */
export async function draftOutreach(_companyId: string, _contactId: string): Promise<{ subject: string; body: string }> {
  throw new Error("Not built yet");
}
