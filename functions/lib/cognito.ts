import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
  ListUsersInGroupCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from "@aws-sdk/client-cognito-identity-provider";
import { decodeJwt } from "jose";
import type { LoginResult } from "../../shared/schemas/auth";
import { SUPER_ADMIN_GROUP } from "./auth";
import { cognitoClient } from "./clients";
import { env } from "./env";
import { emailTaken, HttpError, unauthorized } from "./errors";

const WRONG_CREDENTIALS = "Incorrect email or password";
const isAuthFailure = (e: unknown) =>
  ["NotAuthorizedException", "UserNotFoundException", "PasswordResetRequiredException", "InvalidPasswordException", "UserNotConfirmedException"].includes(
    (e as Error)?.name,
  );

/**
 * The bearer token handed to the SPA is Cognito's ID token: it carries the user's company id (custom
 * attribute) and groups, which the API's JWT authorizer verifies (audience = app client). See ADR 0002.
 */
function sessionOf(r: AuthenticationResultType | undefined): Omit<LoginResult, "refreshToken"> & { refreshToken?: string } {
  if (!r?.IdToken) throw unauthorized(WRONG_CREDENTIALS);
  const claims = decodeJwt(r.IdToken);
  const groups = (claims["cognito:groups"] as string[] | undefined) ?? [];
  return {
    userId: String(claims.sub),
    companyId: (claims["custom:companyId"] as string | undefined) || null,
    isSuperAdmin: groups.includes(SUPER_ADMIN_GROUP),
    accessToken: r.IdToken,
    expirationDate: new Date((claims.exp ?? Date.now() / 1000 + (r.ExpiresIn ?? 3600)) * 1000).toISOString(),
    refreshToken: r.RefreshToken,
  };
}

/**
 * The admin password flow (an IAM-signed call the route declares): the app client allows no public password
 * flow, so nobody can sign in at Cognito directly and step around the API's sign-in limits.
 */
export async function passwordLogin(email: string, password: string): Promise<LoginResult> {
  try {
    const out = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
        UserPoolId: env.userPoolId,
        ClientId: env.userPoolClientId,
        AuthParameters: { USERNAME: email.toLowerCase(), PASSWORD: password },
      }),
    );
    const s = sessionOf(out.AuthenticationResult);
    return { ...s, refreshToken: s.refreshToken ?? "" };
  } catch (e) {
    if (isAuthFailure(e)) throw unauthorized(WRONG_CREDENTIALS);
    throw e;
  }
}

export async function refreshSession(refreshToken: string, userId: string) {
  try {
    const out = await cognitoClient().send(
      new InitiateAuthCommand({ AuthFlow: "REFRESH_TOKEN_AUTH", ClientId: env.userPoolClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    );
    const s = sessionOf(out.AuthenticationResult);
    if (s.userId !== userId) throw unauthorized("Session has expired");
    return { accessToken: s.accessToken, expirationDate: s.expirationDate };
  } catch (e) {
    if (isAuthFailure(e) || (e as Error)?.name === "InvalidParameterException") throw unauthorized("Session has expired");
    throw e;
  }
}

/** True when the password is the user's current one (used before a password change). */
export async function checkPassword(email: string, password: string): Promise<boolean> {
  try {
    await passwordLogin(email, password);
    return true;
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 401) return false;
    throw e;
  }
}

export async function setPassword(email: string, password: string) {
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId, Username: email.toLowerCase(), Password: password, Permanent: true }),
  );
}

/** Create a confirmed user with a permanent password; answers the new user's id (sub). */
export async function createUser(email: string, password: string, companyId: string): Promise<string> {
  try {
    const out = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: env.userPoolId,
        Username: email.toLowerCase(),
        MessageAction: "SUPPRESS",
        UserAttributes: [
          { Name: "email", Value: email.toLowerCase() },
          { Name: "email_verified", Value: "true" },
          { Name: "custom:companyId", Value: companyId },
        ],
      }),
    );
    await setPassword(email, password);
    const sub = out.User?.Attributes?.find((a) => a.Name === "sub")?.Value;
    if (!sub) throw new Error("Cognito returned no user id");
    return sub;
  } catch (e) {
    if ((e as Error)?.name === "UsernameExistsException") throw emailTaken();
    throw e;
  }
}

/**
 * Cognito's own revocation of the user's refresh tokens (and access tokens). cognito-local does not implement
 * it (it answers "CognitoLocal#Unsupported"); there the server's own check (ADR 0061) is what ends sessions,
 * as it also is in AWS for ID tokens, which Cognito's sign-out does not revoke.
 */
export async function globalSignOut(email: string) {
  try {
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId, Username: email.toLowerCase() }));
  } catch (e) {
    const name = (e as Error)?.name ?? "";
    if (name === "UserNotFoundException") return;
    if (env.endpoint("COGNITO") && /Unsupported/i.test(`${name} ${(e as Error)?.message}`)) return;
    throw e;
  }
}

/**
 * Revoke one Cognito refresh token (a sign-out of one session). RevokeToken is a client API like
 * InitiateAuth: it needs the app client id, no IAM permission. cognito-local implements it.
 */
export async function revokeRefreshToken(refreshToken: string) {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: env.userPoolClientId, Token: refreshToken }));
  } catch (e) {
    // Already revoked, expired, or its user deleted: nothing left to revoke.
    if ((e as Error)?.name === "NotAuthorizedException") return;
    throw e;
  }
}

/** The Cognito user of an address: its id (sub) and the company id it was created with; null when none. */
export async function findUser(email: string): Promise<{ userId: string; companyId: string } | null> {
  try {
    const out = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: email.toLowerCase() }));
    const attr = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value ?? "";
    return { userId: attr("sub"), companyId: attr("custom:companyId") };
  } catch (e) {
    if ((e as Error)?.name === "UserNotFoundException") return null;
    throw e;
  }
}

export async function deleteUser(email: string) {
  await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: email.toLowerCase() }));
}

/** Ids (sub) of every member of a Cognito group, following pagination. */
export async function groupMemberIds(group: string): Promise<string[]> {
  const ids: string[] = [];
  let NextToken: string | undefined;
  do {
    const out = await cognitoClient().send(new ListUsersInGroupCommand({ UserPoolId: env.userPoolId, GroupName: group, NextToken, Limit: 60 }));
    for (const u of out.Users ?? []) {
      const sub = u.Attributes?.find((a) => a.Name === "sub")?.Value;
      if (sub) ids.push(sub);
    }
    NextToken = out.NextToken;
  } while (NextToken);
  return ids;
}
