import { Chip } from '@mui/material';

const COLORS: Record<string, 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'> = {
  Received: 'warning',
  Accepted: 'info',
  'Ready for pickup': 'secondary',
  'Out for delivery': 'secondary',
  Shipped: 'secondary',
  Complete: 'success',
  Declined: 'error',
  Cancelled: 'default',
};

export function StatusChip({ status }: { status: string }) {
  return <Chip label={status} size="small" color={COLORS[status] ?? 'default'} />;
}

/** Delivery / Pickup / Shipping: the label the desk shows on each order. */
export const ORDER_TYPE_LABEL: Record<string, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  shipping: 'Shipping',
};
