/**
 * Spec 4 Token expiry, shared by the storefront and the back office: no token counts as expired;
 * a token whose expiry time is not in the future is expired; a token with no expiry is not.
 * (The server checks signatures; this only decides when the browser should ask for a new sign-in.)
 */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return true;
  const payload = decodeJwtPayload(token);
  if (!payload) return true;
  if (typeof payload.exp !== 'number') return false;
  return payload.exp * 1000 <= now;
}

function decodeJwtPayload(token: string): { exp?: unknown } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    return JSON.parse(atob(base64));
  } catch {
    return null;
  }
}
