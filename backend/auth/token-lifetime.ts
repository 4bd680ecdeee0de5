/**
 * JWT_EXPIRES_IN as the token signer wants it. A bare number means seconds (the JWT `exp` unit);
 * passed on as text, the signer would read it as milliseconds and tokens would die at once.
 */
export function tokenLifetime(jwtExpiresIn: string): number | string {
  const value = jwtExpiresIn.trim();
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}
