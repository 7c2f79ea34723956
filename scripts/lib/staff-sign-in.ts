/**
 * Signing in through the web server's /api without a browser, as the benchmarks and the fault runs
 * do: the password, then, for a staff account (the bootstrapped admin with ADMIN_TOTP_SECRET), the
 * code step with a code computed from its secret. Answers the session cookie (`name=value`).
 */
import { withFreshTotpCode } from './fresh-totp-code';

export interface SignInAccount {
  email: string;
  password: string;
  /** The account's authenticator secret (base32): needed by a staff account. */
  totpSecret?: string;
}

const sessionCookieOf = (res: Response): string | undefined => res.headers.get('set-cookie')?.split(';')[0];

export async function signInThroughApi(siteUrl: string, account: SignInAccount): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: siteUrl };
  const login = await fetch(`${siteUrl}/api/Auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await login.json().catch(() => null)) as { result?: { secondStep?: string } } | null;
  const cookie = sessionCookieOf(login);
  if (!login.ok || !cookie) throw new Error(`login of ${account.email} failed: ${login.status} ${JSON.stringify(body)}`);
  const due = body?.result?.secondStep;
  if (!due) return cookie;
  if (due !== 'verify' || !account.totpSecret) throw new Error(`login of ${account.email} needs a code step (${due}) this script has no secret for`);
  const { totpSecret } = account;
  return withFreshTotpCode(totpSecret, async (code) => {
    const passed = await fetch(`${siteUrl}/api/Auth/second-step`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ code }),
    });
    const signedIn = sessionCookieOf(passed);
    if (!passed.ok || !signedIn) throw new Error(`the code step of ${account.email} failed: ${passed.status} ${await passed.text()}`);
    return signedIn;
  });
}
