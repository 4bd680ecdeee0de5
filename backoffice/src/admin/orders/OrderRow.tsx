import type { DeskOrder } from '@domain/api/orders';
import { isStoppedStatus } from '@domain/order-status';
import { Box, Button, Divider, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dollars } from '../common/format';
import { formatDateTime } from '../../shared/dateTime';
import { DEFAULT_PRODUCT_IMAGE } from '../common/images';
import { DeclineDialog } from './DeclineDialog';
import { HelpDialog } from './HelpDialog';
import { LineDiscount } from './OrderParts';
import { ORDER_TYPE_LABEL, StatusChip } from './StatusChip';
import { useOrderActions } from './useOrderActions';
import { useStoreTimeZone } from '../common/useStoreTimeZone';

/** Spec 9: the desk shows 3 items, then an expand/collapse toggle. */
const SHOWN_ITEMS = 3;

export const DESK_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'minmax(180px, 1.1fr) minmax(220px, 2fr) minmax(140px, 0.9fr) minmax(180px, 1.2fr)',
  },
} as const;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One order on the desk: Order Status | Item Details | Price | Customer (spec 2.15 Orders screen). */
export function OrderRow({ order }: { order: DeskOrder }) {
  const timeZone = useStoreTimeZone();
  const [expanded, setExpanded] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [help, setHelp] = useState(false);
  const { busy, transition } = useOrderActions();
  const items = order.orderItems;
  const shown = expanded ? items : items.slice(0, SHOWN_ITEMS);
  const canAccept = order.nextStatuses.includes('Accepted');
  const canDecline = order.nextStatuses.includes('Declined');

  return (
    <Paper component="article" aria-label={`Order ${order.orderId}`} variant="outlined" sx={{ p: 2, ...DESK_COLUMNS }}>
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="overline" sx={{ lineHeight: 1.2, fontWeight: 700 }}>
          {ORDER_TYPE_LABEL[order.orderType] ?? order.orderType}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            disabled={!canAccept || busy}
            onClick={() => transition(order.orderId, 'Accepted').catch(() => {})}
          >
            ACCEPT
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={!canDecline || busy}
            onClick={() => setDeclining(true)}
          >
            DECLINE
          </Button>
          <Button size="small" onClick={() => setHelp(true)}>
            Need Help?
          </Button>
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Order #{order.orderId}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(order.orderDate, timeZone)}
        </Typography>
        <Box>
          <StatusChip status={order.status} />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        {shown.map((i) => (
          <Box
            key={i.orderItemId}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              opacity: isStoppedStatus(i.itemStatus) ? 0.5 : 1,
            }}
          >
            <img
              src={i.imageUrl || DEFAULT_PRODUCT_IMAGE}
              alt=""
              width={40}
              height={40}
              style={{ objectFit: 'contain', borderRadius: 4, background: '#fff' }}
              onError={(e) => ((e.target as HTMLImageElement).src = DEFAULT_PRODUCT_IMAGE)}
            />
            <Typography variant="body2" sx={{ minWidth: 28 }}>
              {i.quantity} ×
            </Typography>
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2">{i.productName}</Typography>
              <LineDiscount line={i} />
            </Box>
            <Typography variant="body2">{dollars(i.unitPrice)}</Typography>
          </Box>
        ))}
        {items.length > SHOWN_ITEMS && (
          <Button
            size="small"
            onClick={() => setExpanded((e) => !e)}
            sx={{ justifySelf: 'start' }}
            aria-expanded={expanded}
          >
            {expanded ? 'Show fewer items' : `Show all ${items.length} items`}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          Total # of items: {order.totalItems}
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Line label="Subtotal" value={dollars(order.subTotal)} />
        {order.discount > 0 && <Line label="Discount" value={`− ${dollars(order.discount)}`} />}
        {order.orderDiscount > 0 && <Line label="incl. order discount" value={dollars(order.orderDiscount)} />}
        {order.deposit > 0 && <Line label="Bottle deposit" value={dollars(order.deposit)} />}
        {order.shippingCost > 0 && <Line label="Shipping" value={dollars(order.shippingCost)} />}
        <Line label="Tax" value={dollars(order.salesTax)} />
        <Divider />
        <Line label="Total" value={dollars(order.totalAmount)} strong />
      </Box>

      <Box sx={{ display: 'grid', gap: 0.25, alignContent: 'start' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {order.customerName}
        </Typography>
        <Typography variant="body2">{order.emailAddress}</Typography>
        <Typography variant="body2">{order.phoneNumber}</Typography>
        <Typography variant="body2">{order.addressLine1}</Typography>
        {order.addressLine2 && <Typography variant="body2">{order.addressLine2}</Typography>}
        <Typography variant="body2">
          {order.city}
          {order.city && ', '}
          {order.state} {order.zipCode}
        </Typography>
        <Button
          component={Link}
          to={`/admin/order-status/order-item/${order.orderId}`}
          size="small"
          variant="outlined"
          sx={{ mt: 1, justifySelf: 'start' }}
        >
          Full Info / Edit
        </Button>
      </Box>

      <DeclineDialog
        open={declining}
        orderId={order.orderId}
        busy={busy}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) =>
          transition(order.orderId, 'Declined', reason).then(
            () => setDeclining(false),
            () => {},
          )
        }
      />
      {help && <HelpDialog open={help} order={order} onClose={() => setHelp(false)} />}
    </Paper>
  );
}
