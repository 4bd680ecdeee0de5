import { Alert, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { StripeReconciliation } from './StripeReconciliation';
import { usePaymentAttention, useProcessor } from './usePayments';

/**
 * Orders whose payment needs staff (a hold lapsing within 24 hours, a payment the processor
 * cancelled or disputed), each with the server's message and a link to the order. Hidden while the
 * list is empty, unless Stripe takes the cards: then it carries the "Compare with Stripe" action.
 */
export function PaymentAttentionCard() {
  const attention = usePaymentAttention();
  const processor = useProcessor();
  const items = attention.data ?? [];
  const stripe = processor.data === 'stripe';
  if (!items.length && !stripe && !attention.error) return null;
  return (
    <Card component="section" aria-label="Payments needing attention">
      <CardHeader
        title="Payments needing attention"
        subheader={`${items.length} ${items.length === 1 ? 'order' : 'orders'}`}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 1 }}>
        {attention.error && <Alert severity="error">{(attention.error as Error).message}</Alert>}
        <List dense disablePadding>
          {items.map((a) => (
            <ListItem
              key={a.transactionId}
              disableGutters
              secondaryAction={
                <Button component={Link} to={`/admin/order-status/order-item/${a.orderId}`} size="small">
                  Open order
                </Button>
              }
            >
              <ListItemText primary={`Order #${a.orderId}`} secondary={a.message} sx={{ pr: 14 }} />
            </ListItem>
          ))}
        </List>
        {stripe && <StripeReconciliation />}
      </CardContent>
    </Card>
  );
}
