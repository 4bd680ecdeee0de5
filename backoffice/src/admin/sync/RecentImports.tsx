import type { ImportSummary } from '@domain/api/inventory-sync';
import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from '../common/useStoreTimeZone';

/** The store's last imports with their outcome (a failed one says why nothing changed). */
export function RecentImports({ rows }: { rows?: ImportSummary[] }) {
  const timeZone = useStoreTimeZone();
  return (
    <Card component="section" aria-label="Recent imports">
      <CardHeader title="Recent imports" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {!rows?.length ? (
          <Typography color="text.secondary">No imports yet.</Typography>
        ) : (
          <Table size="small" aria-label="Recent imports">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Updated</TableCell>
                <TableCell align="right">For review</TableCell>
                <TableCell align="right">Rejected</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((h) => (
                <TableRow key={h.id}>
                  <TableCell>{formatDateTime(h.appliedAt ?? h.createdAt, timeZone)}</TableCell>
                  <TableCell>{h.fileName}</TableCell>
                  <TableCell>{h.status === 'failed' ? `failed: ${h.error}` : h.status}</TableCell>
                  <TableCell align="right">{h.updated}</TableCell>
                  <TableCell align="right">{h.queued}</TableCell>
                  <TableCell align="right">{h.rejectedCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
