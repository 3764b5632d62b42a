import { randomUUID } from "node:crypto";
import type { CompanyRecord } from "../../../shared/schemas/company";
import { createCompany, getCompany } from "../companies";
import { createContact, linkContactsToLogin } from "../contacts/records";
import { createUser, deleteUser, findUser, setPassword } from "../../lib/cognito";
import { crashPoint } from "../../lib/crash-point";
import { HttpError, isConditionFailure } from "../../lib/errors";
import { getLogin } from "./queries-logins";

/** The Cognito user a verified sign-up is made with; `complete` when it already is a working login. */
export interface Account {
  userId: string;
  companyId: string;
  complete: boolean;
}

/**
 * The address's Cognito user, made now or found half-made by an earlier attempt that stopped before its
 * records (a crash, a parallel verify): then it is taken over with this password, keeping the company id it
 * was created with, so a retry finishes the same account instead of locking the address. A user left behind
 * by a closed login (its record no longer a login) is replaced.
 */
export async function claimAccount(email: string, password: string): Promise<Account> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findUser(email);
    if (!existing) {
      const companyId = randomUUID();
      try {
        return { userId: await createUser(email, password, companyId), companyId, complete: false };
      } catch (e) {
        if (e instanceof HttpError && e.statusCode === 409) continue; // made meanwhile: take it over
        throw e;
      }
    }
    const login = await getLogin(existing.userId);
    if (login?.hasLogin) return { ...existing, complete: true };
    if (login) {
      await deleteUser(email);
      continue;
    }
    await setPassword(email, password);
    return { ...existing, complete: false };
  }
  throw new Error(`Could not claim the sign-up account of ${email}`);
}

/** The new account's company, contact and links; each step is skipped when an earlier attempt already made it. */
export async function finishAccount(a: Account, email: string, body: { firstName: string; lastName: string; companyName: string; language?: string }) {
  let company: CompanyRecord;
  try {
    company = await createCompany({ id: a.companyId, name: body.companyName, mainContactId: a.userId }, a.userId);
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    company = (await getCompany(a.companyId))!;
  }
  crashPoint("signup.afterCompany");
  try {
    const contact = {
      id: a.userId,
      companyId: a.companyId,
      email,
      firstName: body.firstName,
      lastName: body.lastName,
      language: body.language ?? null,
      hasLogin: true,
    };
    await createContact(contact, a.userId, company);
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  await linkContactsToLogin(email, a.userId);
}
