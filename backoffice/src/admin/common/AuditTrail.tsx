import type { AuditEntryView } from '@domain/api/audit';
import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { describeChange } from '../../shared/audit/describeChange';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from './useStoreTimeZone';

/** Who changed what and when, from the audit trail, for one item or order. */
export function AuditTrail({ entity, entityId }: { entity: string; entityId: string | number }) {
  const timeZone = useStoreTimeZone();
  const { data, isPending, error } = useGetList<AuditEntryView>('audit', {
    filter: { entity, entityId: String(entityId) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  return (
    <Box component="section" aria-label="Change history">
      <Typography variant="h6" component="h2" gutterBottom>
        Change history
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((a) => (
            <ListItem key={a.id} disableGutters divider>
              <ListItemText
                primary={`${a.action} — ${describeChange(a.before, a.after, false, timeZone)}`}
                secondary={`${a.actorEmail}, ${formatDateTime(a.createdAt, timeZone)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
