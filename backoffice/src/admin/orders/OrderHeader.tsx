import type { AdminOrderDetail } from '@domain/api/orders';
import { isFinalStatus } from '@domain/order-status';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { REMOVED_STATUSES } from './OrderParts';
import { RefundAction } from './RefundDialog';
import { ORDER_TYPE_LABEL, StatusChip } from './StatusChip';

type Stop = 'Declined' | 'Cancelled';

/** Whether staff still have to record the customer's ID: pickup and delivery orders not yet closed. */
function needsIdCheck(o: AdminOrderDetail) {
  return (o.orderType === 'pickup' || o.orderType === 'delivery') && !o.idCheck && !isFinalStatus(o.orderStatus);
}

/**
 * The order detail's heading row: number, status and type on the left; back, ID check, the workflow
 * moves the order can make next, refund and print on the right.
 */
export function OrderHeader({
  o,
  busy,
  onStep,
  onStop,
  onCheckId,
}: {
  o: AdminOrderDetail;
  busy: boolean;
  onStep: (to: string) => void;
  onStop: (to: Stop) => void;
  onCheckId: () => void;
}) {
  const steps: string[] = o.nextStatuses.filter((s: string) => !REMOVED_STATUSES.includes(s));
  const stops: string[] = o.nextStatuses.filter((s: string) => REMOVED_STATUSES.includes(s));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Order #{o.orderId}
        </Typography>
        <StatusChip status={o.orderStatus} />
        <Chip size="small" variant="outlined" label={ORDER_TYPE_LABEL[o.orderType] ?? o.orderType} />
      </Box>
      <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="/admin/order-status">
          Back to orders
        </Button>
        {needsIdCheck(o) && (
          <Button variant="outlined" onClick={onCheckId} disabled={busy}>
            Record ID check
          </Button>
        )}
        {steps.map((to) => (
          <Button key={to} variant="contained" disabled={busy} onClick={() => onStep(to)}>
            {to === 'Accepted' ? 'Review and accept' : `Mark ${to.toLowerCase()}`}
          </Button>
        ))}
        {stops.map((to) => (
          <Button key={to} color="error" variant="outlined" disabled={busy} onClick={() => onStop(to as Stop)}>
            {to === 'Declined' ? 'Decline' : 'Cancel order'}
          </Button>
        ))}
        <RefundAction order={o} />
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
    </Box>
  );
}
