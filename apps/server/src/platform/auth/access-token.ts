import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_EXPIRED, TOKEN_INVALID } from '@hivis/contracts';
import { unauthorized } from '../errors.js';

/** Who a request acts for, as the verified access token says. */
export type AuthContext = {
  userId: string;
  companyId: string | null;
  roles: string[];
  /** The admin acting as this user, when impersonating. */
  impersonatorId: string | null;
  /** The sign-in session (refresh token family) this token belongs to. */
  sessionId?: string | null;
};

type Claims = { cid: string | null; roles: string[]; imp: string | null; sid?: string | null };

const ISSUER = 'hivis';
const AUDIENCE = 'hivis-api';

export class AccessTokens {
  private readonly key: Uint8Array;

  /**
   * @param checkAccount run on every verified token: the account as it is now must still match it
   * (current-account.ts). Without one, only the signature and expiry are checked.
   */
  constructor(
    secret: string,
    private readonly ttlMinutes: number,
    private readonly checkAccount: ((auth: AuthContext) => Promise<void>) | null = null,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(auth: AuthContext): Promise<string> {
    const claims: Claims = { cid: auth.companyId, roles: auth.roles, imp: auth.impersonatorId, sid: auth.sessionId ?? null };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(auth.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlMinutes}m`)
      .sign(this.key);
  }

  /** Throws 401 whose message the web client keys its refresh on: tokenExpired or tokenInvalid. */
  async verify(token: string): Promise<AuthContext> {
    const auth = await this.decode(token);
    if (this.checkAccount) await this.checkAccount(auth);
    return auth;
  }

  private async decode(token: string): Promise<AuthContext> {
    try {
      const { payload } = await jwtVerify<Claims>(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (!payload.sub || !Array.isArray(payload.roles)) throw unauthorized(`${TOKEN_INVALID}: the access token is malformed.`);
      return {
        userId: payload.sub,
        companyId: payload.cid ?? null,
        roles: payload.roles,
        impersonatorId: payload.imp ?? null,
        sessionId: payload.sid ?? null,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized(`${TOKEN_EXPIRED}: the access token has expired.`);
      throw unauthorized(`${TOKEN_INVALID}: the access token is not valid.`);
    }
  }
}
