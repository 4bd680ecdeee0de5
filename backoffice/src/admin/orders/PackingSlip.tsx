import type { AdminOrderDetail } from '@domain/api/orders';
import { formatWindow } from '@domain/quote/window-format';
import { Box, GlobalStyles } from '@mui/material';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from '../common/useStoreTimeZone';
import { REMOVED_STATUSES } from './OrderParts';

/**
 * Printing the order detail prints this packing slip / pick list only: the screen is hidden, the
 * slip (hidden on screen) shows the items to pick with barcode, size and quantity, the customer
 * and the pickup time or delivery window.
 */
export const packingSlipPrintStyles = (
  <GlobalStyles
    styles={{
      '.packing-slip': { display: 'none' },
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.packing-slip, .packing-slip *': { visibility: 'visible' },
        '.packing-slip': {
          display: 'block !important',
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          color: '#000',
          background: '#fff',
        },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

const cell = { border: '1px solid #999', padding: '4px 6px', textAlign: 'left' as const, fontSize: 12 };

export function PackingSlip({ order }: { order: AdminOrderDetail }) {
  const timeZone = useStoreTimeZone();
  const items = order.orderItems.filter((i) => !REMOVED_STATUSES.includes(i.itemStatus));
  const units = items.reduce((n, i) => n + i.quantity, 0);
  const a = order.shippingAddress;
  const when =
    order.orderType === 'pickup'
      ? `Pickup ready ${formatDateTime(order.pickupReadyAt ?? order.pickupInfo?.due ?? order.orderDate, timeZone)}`
      : order.deliveryWindow
        ? `Delivery window ${formatWindow(order.deliveryWindow.start, order.deliveryWindow.end, timeZone)}`
        : `Ship by ${order.shippingOption ?? 'carrier'}`;
  return (
    <Box className="packing-slip" data-testid="packing-slip" sx={{ fontFamily: 'Arial, sans-serif' }}>
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>
        Packing slip · Order #{order.orderId} · {order.store?.name ?? ''}
      </h1>
      <p style={{ margin: '0 0 8px', fontSize: 13 }}>
        Placed {formatDateTime(order.orderDate, timeZone)} · {order.orderType} · <strong>{when}</strong>
      </p>
      <p style={{ margin: '0 0 8px', fontSize: 13 }}>
        <strong>Customer:</strong> {order.customerName} · {order.phoneNumber} · {order.emailAddress}
        {a && (
          <>
            <br />
            <strong>{order.orderType === 'delivery' ? 'Deliver to' : 'Ship to'}:</strong> {a.fullName}, {a.addressLine1}
            {a.addressLine2 ? `, ${a.addressLine2}` : ''}, {a.city}, {a.state} {a.zipCode}
          </>
        )}
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Picked</th>
            <th style={cell}>Qty</th>
            <th style={cell}>Item</th>
            <th style={cell}>Size</th>
            <th style={cell}>Barcode</th>
            <th style={cell}>SKU</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.orderItemId}>
              <td style={cell}>☐</td>
              <td style={cell}>{i.quantity}</td>
              <td style={cell}>{i.productName}</td>
              <td style={cell}>
                {i.size}
                {i.packSize > 1 ? ` (${i.packSize}-pack)` : ''}
              </td>
              <td style={{ ...cell, fontFamily: 'monospace' }}>{i.barcode || '—'}</td>
              <td style={cell}>{i.sku}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: 13 }}>
        {units} bottle{units === 1 ? '' : 's'} · 21+ photo ID required at handover
        {order.customerNote ? ` · Customer note: ${order.customerNote}` : ''}
      </p>
    </Box>
  );
}
