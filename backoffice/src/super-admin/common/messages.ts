/** Spec 8 texts the super-admin screens show. */
export const SAVE_FAILED = 'Failed to save changes, please contact the admin.';
export const MAPPING_UPDATED = 'Mapping updated!';
