import type { Role } from './role';

/** The signed-in caller, as carried by the JWT. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  /** The store a store admin works for; null for customers and super-admins. */
  storeId: number | null;
}

export interface JwtPayload {
  sub: number;
  email: string;
  role: Role;
  storeId: number | null;
  /** The account's token_version when the token was issued (absent in tokens from before it existed: 0). */
  ver?: number;
  iat?: number;
  exp?: number;
}
