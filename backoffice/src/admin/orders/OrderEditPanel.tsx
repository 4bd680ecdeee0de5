import type { AdminOrderDetail } from '@domain/api/orders';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { OrderEditor } from './OrderEditor';
import { Section } from './OrderParts';

/**
 * The order detail's Edit: while the order is Received or Accepted, the store admin
 * changes quantities, removes lines, adds items and substitutes a line with another item of the
 * store. Every draft is priced by the server (its quote: discounts, deposits, delivery fee or
 * shipping, tax) before it is saved; the server's refusal (e.g. above the card hold) shows as is.
 */
export function OrderEditPanel({ order }: { order: AdminOrderDetail }) {
  const [editing, setEditing] = useState(false);
  if (!order.editable) return null;
  return (
    <Section
      title="Edit order"
      action={
        !editing && (
          <Button className="no-print" variant="outlined" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <OrderEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Change quantities, remove, add or substitute items until the order leaves the store. The server re-prices the
          whole order and the customer is emailed.
        </Typography>
      )}
    </Section>
  );
}
