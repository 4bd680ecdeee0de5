/** Who a signed-in account is; stored on the user row, carried in the token. */
export type Role = 'customer' | 'admin' | 'superadmin';
export const ROLES: Role[] = ['customer', 'admin', 'superadmin'];
