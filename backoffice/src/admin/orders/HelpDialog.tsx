import type { DeskOrder, HelpContact } from '@domain/api/orders';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';

/** 'Need Help?': the store's help contact, and the customer's, for this order. */
/** What the dialog needs of an order (the desk's row or the detail page's order). */
type HelpOrder = Pick<DeskOrder, 'orderId' | 'customerName' | 'phoneNumber' | 'emailAddress'>;

export function HelpDialog({ open, order, onClose }: { open: boolean; order: HelpOrder; onClose: () => void }) {
  const dp = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['help-contact'],
    queryFn: () => dp.getJson<HelpContact>('orders/help-contact'),
    enabled: open,
    staleTime: 300_000,
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="help-title" fullWidth maxWidth="xs">
      <DialogTitle id="help-title">Need help with order #{order.orderId}?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="subtitle2" component="h3">
            Store help line
          </Typography>
          <Typography>{data?.name}</Typography>
          {data?.phone && <Link href={`tel:${data.phone}`}>{data.phone}</Link>}
          <Typography variant="body2" color="text.secondary">
            {data?.location}
          </Typography>
        </div>
        <div>
          <Typography variant="subtitle2" component="h3">
            Customer
          </Typography>
          <Typography>{order.customerName}</Typography>
          {order.phoneNumber && (
            <div>
              <Link href={`tel:${order.phoneNumber}`}>{order.phoneNumber}</Link>
            </div>
          )}
          <Link href={`mailto:${order.emailAddress}?subject=${encodeURIComponent(`Your order #${order.orderId}`)}`}>
            {order.emailAddress}
          </Link>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
