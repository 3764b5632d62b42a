import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AccountRecovery, ClientAttributes, StringAttribute, UserPool, UserPoolClient, UserPoolGroup } from "aws-cdk-lib/aws-cognito";
import type { Construct } from "constructs";
import { userPoolSettings } from "../../functions/lib/userpool";

/**
 * The user pool, from the same settings the local stack provisions cognito-local with. The e-mail is the
 * username; users are created by the API (POST /auth/signup, AdminCreateUser), never by Cognito self sign-up.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const p = userPoolSettings.passwordPolicy;
    this.userPool = new UserPool(this, "Users", {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: Object.fromEntries(userPoolSettings.customAttributes.map((a) => [a, new StringAttribute({ mutable: false })])),
      passwordPolicy: {
        minLength: p.minLength,
        requireDigits: p.requireDigits,
        requireSymbols: p.requireSymbols,
        requireUppercase: p.requireUppercase,
        requireLowercase: p.requireLowercase,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Sign-in goes only through the API, with the admin flow (IAM-signed, so the API's sign-in limits cannot be
    // stepped around at Cognito); CDK adds ALLOW_REFRESH_TOKEN_AUTH with any flow.
    this.client = this.userPool.addClient("Web", {
      authFlows: { adminUserPassword: true },
      // No hosted UI or OAuth redirects: the SPA signs in only through the API.
      disableOAuth: true,
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(userPoolSettings.idTokenHours),
      accessTokenValidity: Duration.hours(userPoolSettings.idTokenHours),
      refreshTokenValidity: Duration.days(userPoolSettings.refreshTokenDays),
      // Without explicit lists a client may write every mutable attribute; users change nothing about their
      // login themselves (the e-mail is the username, profile data lives in our table).
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true })
        .withCustomAttributes(...userPoolSettings.customAttributes),
      writeAttributes: new ClientAttributes(),
    });

    new UserPoolGroup(this, "SuperAdmins", {
      userPool: this.userPool,
      groupName: userPoolSettings.superAdminGroup,
      description: "Platform super admins (ADR 0002: travels in the ID token's cognito:groups claim)",
    });
  }

  /** The `iss` of this pool's tokens, which the HTTP API's JWT authorizer checks. */
  get issuer(): string {
    return `https://cognito-idp.${this.region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
