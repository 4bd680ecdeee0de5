/** The audit trail as `GET /api/admin/audit` answers it. Pure type (`@domain/api/audit`). */
export interface AuditEntryView {
  id: number;
  storeId: number | null;
  actorId: number | null;
  actorEmail: string;
  entity: string;
  entityId: string;
  action: string;
  /** The changed fields before and after (one side only for a create or delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** `GET /api/admin/audit/facets`: the kinds of row and of change in the caller's trail. */
export interface AuditFacets {
  entities: string[];
  actions: string[];
}
