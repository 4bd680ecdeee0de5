import type { DeskOrder } from '@domain/api/orders';
import { isStoppedStatus } from '@domain/order-status';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../shared/dateTime';
import { dollars } from '../common/format';
import { DEFAULT_PRODUCT_IMAGE } from '../common/images';
import { LineDiscount } from './OrderParts';
import { ORDER_TYPE_LABEL, StatusChip } from './StatusChip';

/** Spec 9: the desk shows 3 items, then an expand/collapse toggle. */
const SHOWN_ITEMS = 3;

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

/** The desk's "Order Status" column: type, accept / decline / help, number, date and status. */
export function DeskStatusColumn({
  order,
  busy,
  timeZone,
  onAccept,
  onDecline,
  onHelp,
}: {
  order: DeskOrder;
  busy: boolean;
  timeZone: string;
  onAccept: () => void;
  onDecline: () => void;
  onHelp: () => void;
}) {
  const canAccept = order.nextStatuses.includes('Accepted');
  const canDecline = order.nextStatuses.includes('Declined');
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="overline" sx={{ lineHeight: 1.2, fontWeight: 700 }}>
        {ORDER_TYPE_LABEL[order.orderType] ?? order.orderType}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={!canAccept || busy} onClick={onAccept}>
          ACCEPT
        </Button>
        <Button size="small" variant="outlined" color="error" disabled={!canDecline || busy} onClick={onDecline}>
          DECLINE
        </Button>
        <Button size="small" onClick={onHelp}>
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
  );
}

/** One item on the desk: picture, quantity, name (and its discount), unit price; stopped items greyed. */
function DeskItem({ i }: { i: DeskOrder['orderItems'][number] }) {
  return (
    <Box
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
  );
}

/** The desk's "Item Details" column: the first items, a toggle for the rest, and the item count. */
export function DeskItemsColumn({ order }: { order: DeskOrder }) {
  const [expanded, setExpanded] = useState(false);
  const items = order.orderItems;
  const shown = expanded ? items : items.slice(0, SHOWN_ITEMS);
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      {shown.map((i) => (
        <DeskItem key={i.orderItemId} i={i} />
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
  );
}

/** The desk's "Price" column. */
export function DeskPriceColumn({ order }: { order: DeskOrder }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Line label="Subtotal" value={dollars(order.subTotal)} />
      {order.discount > 0 && <Line label="Discount" value={`− ${dollars(order.discount)}`} />}
      {order.orderDiscount > 0 && <Line label="incl. order discount" value={dollars(order.orderDiscount)} />}
      {order.deposit > 0 && <Line label="Bottle deposit" value={dollars(order.deposit)} />}
      {order.shippingCost > 0 && (
        <Line
          label={order.orderType === 'delivery' ? 'Delivery fee' : 'Shipping'}
          value={dollars(order.shippingCost)}
        />
      )}
      <Line label="Tax" value={dollars(order.salesTax)} />
      <Divider />
      <Line label="Total" value={dollars(order.totalAmount)} strong />
    </Box>
  );
}

/** The desk's "Customer" column: contact, address and the link to the order's detail. */
export function DeskCustomerColumn({ order }: { order: DeskOrder }) {
  return (
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
  );
}
