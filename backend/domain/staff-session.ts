/**
 * Where the back office keeps a staff session in the browser (spec 3 'Locally stored items': a
 * token for admin and store users apart from the customer's). The store admin (/admin) and the
 * super-admin (/super-admin) each have their own slot, so signing in to one area never signs the
 * other out. Shared by the back office and the storefront's login.
 */
export type StaffRole = 'admin' | 'superadmin';

export const STAFF_SESSION_KEYS: Record<StaffRole, { token: string; user: string }> = {
  admin: { token: 'adminToken', user: 'adminUser' },
  superadmin: { token: 'superAdminToken', user: 'superAdminUser' },
};

/** The slot of a signed-in role ('SuperAdmin' and 'superadmin' alike); any other staff role uses the store admin's. */
export function staffSlot(role: string): { token: string; user: string } {
  return STAFF_SESSION_KEYS[role.toLowerCase() === 'superadmin' ? 'superadmin' : 'admin'];
}
