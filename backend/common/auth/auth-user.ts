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
  iat?: number;
  exp?: number;
}
