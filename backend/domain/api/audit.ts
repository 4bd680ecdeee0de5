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
