import type { OrderEditPreview } from '@domain/api/order-edits';
import type { AdminOrderDetail } from '@domain/api/orders';
import { Box, Divider, Typography } from '@mui/material';
import { dollars } from '../common/format';
import { Pair } from './OrderParts';

/** What the figures box says it shows. */
function figuresTitle(changed: boolean, pricing: boolean, quoted: boolean) {
  if (!changed) return 'No changes yet';
  if (pricing) return 'Pricing…';
  return quoted ? 'New figures (server quote)' : 'This change cannot be made';
}

/** The edit's new figures as the server priced them, against the order's total before the edit. */
export function EditFigures({
  order,
  preview,
  changed,
  pricing,
}: {
  order: AdminOrderDetail;
  preview: OrderEditPreview | null;
  changed: boolean;
  pricing: boolean;
}) {
  const q = preview?.quote;
  return (
    <Box aria-label="New figures">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {figuresTitle(changed, pricing, !!q)}
      </Typography>
      {q && (
        <>
          <Pair label="Subtotal" value={dollars(q.subtotal)} />
          {q.discount > 0 && <Pair label="Discount" value={`− ${dollars(q.discount)}`} />}
          <Pair label="Bottle deposit" value={dollars(q.bottleDeposit)} />
          {order.orderType === 'delivery' && <Pair label="Delivery fee" value={dollars(q.shippingCost)} />}
          {order.orderType === 'shipping' && <Pair label="Shipping" value={dollars(q.shippingCost)} />}
          <Pair label="Tax" value={dollars(q.salesTax)} />
          <Divider sx={{ my: 0.5 }} />
          <Pair
            label="New total"
            value={
              <strong>
                {dollars(q.total)} (was {dollars(order.orderDetails.total)})
              </strong>
            }
          />
          <Pair label="Authorized on the card" value={dollars(preview.authorized)} />
        </>
      )}
    </Box>
  );
}
