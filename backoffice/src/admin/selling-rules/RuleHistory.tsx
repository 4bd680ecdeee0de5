import { Card, CardContent } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { AuditTrail } from '../common/AuditTrail';

/** The change history of the selling rule being edited (audit entity: its table). */
export function RuleHistory({ table }: { table: string }) {
  const r = useRecordContext<{ id: number }>();
  return r ? (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <AuditTrail entity={table} entityId={r.id} />
      </CardContent>
    </Card>
  ) : null;
}
