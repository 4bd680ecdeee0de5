import AssignmentIcon from '@mui/icons-material/Assignment';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ordersLink } from './ordersLink';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@domain/api/dashboard';
import { ALL_TAB, DASHBOARD_TILE_STATUSES } from '@domain/order-status';

const TILES: Array<{
  key: 'totalOrders' | 'inProgressOrders' | 'pendingOrders' | 'dispatchOrders';
  /** The desk's filter the tile opens (with the month). */
  status: string | string[];
  label: string;
  hint: string;
  icon: ReactNode;
  color: string;
}> = [
  {
    key: 'totalOrders',
    status: ALL_TAB,
    label: 'Total Order',
    hint: 'placed this month',
    icon: <AssignmentIcon />,
    color: '#6d1a36',
  },
  {
    key: 'inProgressOrders',
    status: [...DASHBOARD_TILE_STATUSES.inProgressOrders],
    label: 'InProgress Order',
    hint: 'accepted, being prepared',
    icon: <HourglassTopIcon />,
    color: '#b5651d',
  },
  {
    key: 'pendingOrders',
    status: [...DASHBOARD_TILE_STATUSES.pendingOrders],
    label: 'Pending Order',
    hint: 'waiting to be accepted',
    icon: <PendingActionsIcon />,
    color: '#8a6d00',
  },
  {
    key: 'dispatchOrders',
    status: [...DASHBOARD_TILE_STATUSES.dispatchOrders],
    label: 'Dispatch Order',
    hint: 'ready, out for delivery or shipped',
    icon: <LocalShippingIcon />,
    color: '#3b4d3a',
  },
];

/** Spec 2.15: the four count tiles; each opens the month's orders it counts. */
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
          <CardActionArea
            component={Link}
            to={summary ? ordersLink({ month: summary.month, status: t.status }) : '#'}
            sx={{ height: '100%' }}
          >
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
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
