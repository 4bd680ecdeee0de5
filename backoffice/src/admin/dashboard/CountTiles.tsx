import AssignmentIcon from '@mui/icons-material/Assignment';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@domain/api/dashboard';

const TILES: Array<{
  key: keyof Omit<DashboardSummary, 'month'>;
  label: string;
  hint: string;
  icon: ReactNode;
  color: string;
}> = [
  { key: 'totalOrders', label: 'Total Order', hint: 'placed this month', icon: <AssignmentIcon />, color: '#6d1a36' },
  {
    key: 'inProgressOrders',
    label: 'InProgress Order',
    hint: 'accepted, being prepared',
    icon: <HourglassTopIcon />,
    color: '#b5651d',
  },
  {
    key: 'pendingOrders',
    label: 'Pending Order',
    hint: 'waiting to be accepted',
    icon: <PendingActionsIcon />,
    color: '#8a6d00',
  },
  {
    key: 'dispatchOrders',
    label: 'Dispatch Order',
    hint: 'ready, out for delivery or shipped',
    icon: <LocalShippingIcon />,
    color: '#3b4d3a',
  },
];

/** Spec 2.15: the four count tiles. */
export function CountTiles({ summary }: { summary?: DashboardSummary }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {TILES.map((t) => (
        <Card key={t.key} component="section" aria-label={t.label}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box
              sx={{
                color: '#fff',
                bgcolor: t.color,
                borderRadius: '50%',
                width: 48,
                height: 48,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
              }}
              aria-hidden
            >
              {t.icon}
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary" component="h2">
                {t.label}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`tile-${t.key}`}>
                {summary ? summary[t.key] : <Skeleton width={40} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t.hint}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
