import type { AdminOrderDetail } from '@domain/api/orders';
import { Box, Divider, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { dollars } from '../common/format';
import { DEFAULT_PRODUCT_IMAGE } from '../common/images';
import { AppliedPromotions, LineDiscount, Pair, REMOVED_STATUSES, Section } from './OrderParts';

type Line = AdminOrderDetail['orderItems'][number];

/** One line of the items table; removed lines are greyed and say why. */
function ItemRow({ i }: { i: Line }) {
  return (
    <TableRow sx={{ opacity: REMOVED_STATUSES.includes(i.itemStatus) ? 0.5 : 1 }}>
      <TableCell>
        <img src={i.imageUrl || DEFAULT_PRODUCT_IMAGE} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
      </TableCell>
      <TableCell>
        {i.productName}
        {REMOVED_STATUSES.includes(i.itemStatus) && ` (${i.itemStatus.toLowerCase()})`}
        <LineDiscount line={i} />
      </TableCell>
      <TableCell>{i.barcode || '—'}</TableCell>
      <TableCell>{i.size}</TableCell>
      <TableCell>{i.sku}</TableCell>
      <TableCell align="right">{dollars(i.regularPrice)}</TableCell>
      <TableCell align="right">{i.itemPrice < i.regularPrice ? dollars(i.itemPrice) : '—'}</TableCell>
      <TableCell align="right">{i.quantity}</TableCell>
    </TableRow>
  );
}

/** The order's totals under its items: subtotals, discounts, deposit, fees, tax, hold and refunds. */
function OrderTotals({ o }: { o: AdminOrderDetail }) {
  return (
    <Box sx={{ maxWidth: 320, ml: 'auto', mt: 2 }}>
      <Pair label="Original subtotal" value={dollars(o.orderDetails.originalSubtotal)} />
      <Pair label="Sale discount" value={`− ${dollars(o.orderDetails.saleDiscount)}`} />
      <Pair label="Subtotal" value={dollars(o.orderDetails.subtotal)} />
      {o.discount > 0 && <Pair label="Discount" value={`− ${dollars(o.discount)}`} />}
      <AppliedPromotions promotions={o.promotions} />
      <Pair label="Bottle deposit" value={dollars(o.deposit)} />
      {o.orderType === 'delivery' && <Pair label="Delivery fee" value={dollars(o.shippingCost)} />}
      {o.orderType === 'shipping' && <Pair label="Shipping" value={dollars(o.shippingCost)} />}
      <Pair label="Tax" value={dollars(o.orderDetails.tax)} />
      <Divider sx={{ my: 0.5 }} />
      <Pair label="Total" value={<strong>{dollars(o.orderDetails.total)}</strong>} />
      <Pair label="Card hold" value={dollars(o.holdAmount)} />
      {o.refundedAmount > 0 && <Pair label="Refunded" value={`− ${dollars(o.refundedAmount)}`} />}
    </Box>
  );
}

/** The order detail's "Items" block: the lines as ordered, then the totals. */
export function OrderItemsSection({ o }: { o: AdminOrderDetail }) {
  return (
    <Section title="Items">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Items">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>Name</TableCell>
              <TableCell>Barcode</TableCell>
              <TableCell>Size</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell align="right">Original price</TableCell>
              <TableCell align="right">Sale price</TableCell>
              <TableCell align="right">Qty</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {o.orderItems.map((i) => (
              <ItemRow key={i.orderItemId} i={i} />
            ))}
          </TableBody>
        </Table>
      </Box>
      <OrderTotals o={o} />
    </Section>
  );
}
