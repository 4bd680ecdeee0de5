import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One block of the order detail: a card with an h2 title. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A label and its value on one row. */
export function Pair({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Lines taken out of the order (they stay listed, greyed). */
export const REMOVED_STATUSES: readonly string[] = ['Declined', 'Cancelled'];
