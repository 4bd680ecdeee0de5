import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../../auth/passwords';
import { Customer } from '../../../customers/customer.entity';
import { isStoppedStatus, ORDER_TRANSITIONS, OrderStatus } from '../../../domain/order-status';
import { orderTotals, OrderType } from '../../../domain/order-totals';
import { orderWeightPounds } from '../../../domain/weight';
import { OrderAddress } from '../../../orders/entities/order-address.entity';
import { OrderItem } from '../../../orders/entities/order-item.entity';
import { OrderStatusHistory } from '../../../orders/entities/order-status-history.entity';
import { Order } from '../../../orders/entities/order.entity';
import { storeToday } from '../../../domain/store-time';
import { loadStoreItems, priceLine, StoreItemRow } from '../../../orders/order-lines';
import { PaymentTransaction } from '../../../payment/payment-transaction.entity';
import { SandboxCharge } from '../../../payment/sandbox/sandbox-charge.entity';
import { DEFAULT_RATE_TABLE, ratesFor, STANDARD_SHIPPING } from '../../../shipping/shipping-rates';
import { Store } from '../../../tenants/store.entity';
import { User } from '../../../users/user.entity';
import { DEMO_SHOPPERS, DEMO_ORDER_PLAN, DemoShopper } from './demo-orders';

const DAY = 86_400_000;

/**
 * A handful of realistic orders per store (statuses and dates over the last two months) so the
 * dashboard and the order desk have something to show. They are placed by demo shoppers (not the
 * fixed demo logins, whose order history starts empty), go through real inventory items, take the
 * stock, and carry the payment records and status history the real workflow would have written.
 * Idempotent: a store that already has orders is left alone.
 */
export async function seedDemoOrders(ds: DataSource, log: (m: string) => void = () => {}): Promise<void> {
  const stores = await ds.getRepository(Store).find({ order: { id: 'ASC' } });
  let placed = 0;
  for (const store of stores) {
    const plan = DEMO_ORDER_PLAN[store.webUrl];
    if (!plan) continue;
    const has = await ds.query('SELECT 1 FROM customer_order WHERE store_id = $1 LIMIT 1', [store.id]);
    if (has.length) continue;
    const items = await ds.query(
      // Everyday bottles (no gift sets or sampler packs), in a fixed shuffled order.
      `SELECT item_number FROM inventory_item WHERE store_id = $1 AND is_available AND available_to_sell >= 20 AND unit_price_cents > 0
          AND item_description !~* '(gift|pack|sampler|bucket|set|with |glass|trial)'
        ORDER BY md5(item_number) LIMIT 40`,
      [store.id],
    );
    if (items.length < 6) continue; // no catalogue yet: nothing to order
    const itemNumbers: string[] = items.map((r: { item_number: string }) => r.item_number);
    const staff = await ds.getRepository(User).findOne({ where: { role: 'admin', storeId: store.id } });
    await ds.transaction(async (em) => {
      const shoppers: Array<{ customer: Customer; user: User }> = [];
      for (const s of DEMO_SHOPPERS[store.webUrl]) shoppers.push(await ensureShopper(em, s)); // one connection: one query at a time
      const rows = await loadStoreItems(em, store.id, itemNumbers);
      for (const [i, entry] of plan.entries()) {
        const picks = entry.items.map(([index, quantity]) => ({
          item: rows.get(itemNumbers[index % itemNumbers.length])!,
          quantity,
        }));
        await placeDemoOrder(
          em,
          store,
          shoppers[entry.shopper % shoppers.length],
          staff,
          entry.type,
          entry.status,
          entry.daysAgo,
          picks,
          i,
        );
        placed++;
      }
    });
  }
  if (placed) log(`Demo orders placed: ${placed}.`);
}

async function ensureShopper(em: EntityManager, s: DemoShopper): Promise<{ customer: Customer; user: User }> {
  let user = await em.findOne(User, { where: { email: s.email } });
  if (!user) {
    // Demo shoppers cannot sign in: their password is random and never shown.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const { identifiers } = await em.insert(User, {
      email: s.email,
      username: s.email,
      passwordHash,
      role: 'customer',
      storeId: null,
    });
    user = (await em.findOne(User, { where: { id: identifiers[0].id } }))!;
  }
  let customer = await em.findOne(Customer, { where: { userId: user.id } });
  if (!customer) {
    const { email: _e, ...details } = s;
    await em.insert(Customer, { ...details, userId: user.id, emailAddress: s.email, country: 'USA' });
    customer = (await em.findOne(Customer, { where: { userId: user.id } }))!;
  }
  return { customer, user };
}

/** The statuses an order of this type passes through on its way to `status`. */
function pathTo(type: OrderType, status: OrderStatus): OrderStatus[] {
  const path: OrderStatus[] = ['Received'];
  while (path[path.length - 1] !== status) {
    const from = path[path.length - 1];
    const next = ORDER_TRANSITIONS.filter((t) => t.from === from && (!t.orderTypes || t.orderTypes.includes(type)));
    const direct = next.find((t) => t.to === status);
    const forward = next.find((t) => !isStoppedStatus(t.to));
    const step = direct ?? forward;
    if (!step) break;
    path.push(step.to);
  }
  return path;
}

async function placeDemoOrder(
  em: EntityManager,
  store: Store,
  shopper: { customer: Customer; user: User },
  staff: User | null,
  type: OrderType,
  status: OrderStatus,
  daysAgo: number,
  picks: Array<{ item: StoreItemRow; quantity: number }>,
  n: number,
) {
  const { customer, user } = shopper;
  const placedAt = new Date(Date.now() - daysAgo * DAY - (n % 7) * 3_600_000);
  const today = storeToday(store.timeZone);
  const lines = picks.map((p) => priceLine(p.item, p.quantity, store.salesTaxPercent, today));
  const weightLb = orderWeightPounds(
    lines.map((l) => ({ size: l.item.sizeDescription, quantity: l.quantity, packSize: l.item.packQuantity })),
  );
  const shippingCents =
    type === 'shipping' ? (ratesFor(DEFAULT_RATE_TABLE, weightLb, true).get(STANDARD_SHIPPING) ?? 1899) : 0;
  const totals = orderTotals(
    lines.map((l) => ({ priceCents: l.priceCents, quantity: l.quantity, salesTaxPercent: l.salesTaxPercent })),
    type,
    shippingCents,
  );
  const finalStatus = status === 'Complete' ? 'captured' : isStoppedStatus(status) ? 'voided' : 'authorized';
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  const fullName = `${customer.firstName} ${customer.lastName}`.trim();
  const path = pathTo(type, status);

  const capturedCents = finalStatus === 'captured' ? totals.totalCents : 0;
  const voidedCents = finalStatus === 'voided' ? totals.holdCents : 0;
  // The sandbox processor's side of the same payment, so staff can capture or void demo holds.
  const processorReference = `sbx_${randomBytes(12).toString('hex')}`;
  await em.insert(SandboxCharge, {
    reference: processorReference,
    idempotencyKey: `${transactionId}:authorize`,
    merchantReference: transactionId,
    status: finalStatus,
    declineCode: null,
    currency: 'USD',
    cardBrand: n % 3 === 0 ? 'Mastercard' : 'Visa',
    cardLast4: n % 3 === 0 ? '4444' : '1111',
    cardExpiry: '09/29',
    authorizedCents: totals.holdCents,
    capturedCents,
    voidedCents,
    refundedCents: 0,
    operations:
      finalStatus === 'captured'
        ? [{ key: `${transactionId}:capture`, kind: 'capture', amountCents: capturedCents }]
        : finalStatus === 'voided'
          ? [{ key: `${transactionId}:void`, kind: 'void', amountCents: voidedCents }]
          : [],
    version: 0,
    createdAt: placedAt,
  });
  await em.insert(PaymentTransaction, {
    id: transactionId,
    storeId: store.id,
    userId: user.id,
    status: finalStatus,
    gateway: 'sandbox',
    processorReference,
    idempotencyKey: `${transactionId}:authorize`,
    currency: 'USD',
    cardBrand: n % 3 === 0 ? 'Mastercard' : 'Visa',
    cardLast4: n % 3 === 0 ? '4444' : '1111',
    cardExpiry: '09/29',
    cardHolderName: fullName,
    requestedCents: totals.holdCents,
    authorizedCents: totals.holdCents,
    capturedCents,
    voidedCents,
    createdAt: placedAt,
  });
  const { identifiers } = await em.insert(Order, {
    storeId: store.id,
    customerId: customer.id,
    userId: user.id,
    orderType: type,
    orderStatus: status,
    transactionStatus: finalStatus === 'captured' ? 'Captured' : finalStatus === 'voided' ? 'Voided' : 'Pending',
    transactionId,
    subtotalCents: totals.subtotalCents,
    salesTaxCents: totals.taxCents,
    shippingCostCents: totals.shippingCents,
    totalCents: totals.totalCents,
    holdAmountCents: totals.holdCents,
    shippingOption: type === 'shipping' ? STANDARD_SHIPPING : null,
    weightLb,
    contactName: fullName,
    contactEmail: customer.emailAddress,
    contactPhone: customer.phoneNumber,
    cardBrand: n % 3 === 0 ? 'Mastercard' : 'Visa',
    cardLast4: n % 3 === 0 ? '4444' : '1111',
    cardExpiry: '09/29',
    cardHolderName: fullName,
    ageConfirmed: true,
    idCheckedAt:
      status === 'Complete' && type !== 'shipping'
        ? new Date(placedAt.getTime() + (path.length - 1) * 3_600_000)
        : null,
    idCheckedBy: status === 'Complete' && type !== 'shipping' ? (staff?.id ?? null) : null,
    idCheckType: status === 'Complete' && type !== 'shipping' ? "Driver's license" : null,
    confirmationQueuedAt: placedAt,
    orderDate: placedAt,
    createdAt: placedAt,
  });
  const orderId = identifiers[0].id as number;
  await em.update(PaymentTransaction, { id: transactionId }, { orderId });
  await em.insert(
    OrderItem,
    lines.map((l) => ({
      orderId,
      inventoryItemId: l.item.id,
      itemNumber: l.item.itemNumber,
      productName: l.item.productName.slice(0, 300),
      size: l.item.sizeDescription,
      packType: l.item.packType,
      packSize: l.item.packQuantity,
      quantity: l.quantity,
      itemPriceCents: l.priceCents,
      regularPriceCents: l.regularPriceCents,
      salesTaxPercent: l.salesTaxPercent,
      taxCents: l.taxCents,
      itemStatus: status,
      imageHash: l.item.imageHash,
      createdAt: placedAt,
    })),
  );
  const address = {
    fullName,
    addressLine1: customer.addressLine1,
    addressLine2: customer.addressLine2,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
  };
  const addresses: Array<Partial<OrderAddress>> = [{ orderId, kind: 'billing', ...address, country: 'USA' }];
  if (type !== 'pickup')
    addresses.push({
      orderId,
      kind: 'shipping',
      ...address,
      country: 'USA',
      emailAddress: customer.emailAddress,
      phoneNumber: customer.phoneNumber,
    });
  await em.insert(OrderAddress, addresses);
  await em.insert(
    OrderStatusHistory,
    path.map((to, i) => ({
      orderId,
      orderItemId: null,
      fromStatus: i === 0 ? null : path[i - 1],
      toStatus: to,
      actorUserId: i === 0 ? user.id : (staff?.id ?? null),
      actorRole: i === 0 ? 'customer' : 'admin',
      actorEmail: i === 0 ? user.email : (staff?.email ?? ''),
      note:
        i === 0
          ? 'Order placed'
          : to === 'Declined'
            ? 'Sorry, this bottle sold out in store before we could set it aside.'
            : '',
      createdAt: new Date(placedAt.getTime() + i * 3_600_000),
    })),
  );
  if (!isStoppedStatus(status)) {
    for (const l of lines)
      await em.query('UPDATE inventory_item SET available_to_sell = available_to_sell - $2 WHERE id = $1', [
        l.item.id,
        l.quantity,
      ]);
  }
}
