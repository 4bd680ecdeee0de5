import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../../auth/passwords';
import type { CatalogueService } from '../../../catalogue/catalogue.service';
import { Customer } from '../../../customers/customer.entity';
import { isStoppedStatus, ORDER_TRANSITIONS, OrderStatus } from '../../../domain/order-status';
import type { OrderType } from '../../../domain/order-type';
import { OrderAddress } from '../../../orders/entities/order-address.entity';
import { OrderItem } from '../../../orders/entities/order-item.entity';
import { OrderStatusHistory } from '../../../orders/entities/order-status-history.entity';
import { Order } from '../../../orders/entities/order.entity';
import { QuoteService, type PricedCart } from '../../../orders/quote/quote.service';
import { PaymentTransaction } from '../../../payment/payment-transaction.entity';
import { SandboxCharge } from '../../../payment/sandbox/sandbox-charge.entity';
import { PromotionsService } from '../../../promotions/promotions.service';
import { PricingVersions } from '../../../selling-rules/pricing-versions';
import { SellingRulesService } from '../../../selling-rules/selling-rules.service';
import { STANDARD_SHIPPING } from '../../../shipping/shipping-rates';
import { ShippingService } from '../../../shipping/shipping.service';
import { systemContext } from '../../../tenants/store-context';
import { StoreDb } from '../../../tenants/store-db';
import { Store } from '../../../tenants/store.entity';
import { User } from '../../../users/user.entity';
import { DEMO_SHOPPERS, DEMO_ORDER_PLAN, DemoShopper, PlannedOrder } from './demo-orders';

const DAY = 86_400_000;

/**
 * A handful of realistic orders per store (statuses and dates over the last two months) so the
 * dashboard and the order desk have something to show. They are placed by demo shoppers (not the
 * fixed demo logins, whose order history starts empty), go through real inventory items, are priced
 * by the quote as order placement prices a cart (deposits, promotions, delivery fees and shipping
 * included), take the stock, and carry the payment records and status history the real workflow
 * would have written. Idempotent: a store that already has orders is left alone.
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
    const quotes = demoQuotes(ds);
    await ds.transaction(async (em) => {
      const shoppers: Array<{ customer: Customer; user: User }> = [];
      for (const s of DEMO_SHOPPERS[store.webUrl]) shoppers.push(await ensureShopper(em, s)); // one connection: one query at a time
      for (const [i, entry] of plan.entries()) {
        const shopper = shoppers[entry.shopper % shoppers.length];
        const cart = await priceDemoOrder(quotes, store, shopper.customer, entry, itemNumbers);
        await placeDemoOrder(em, { store, shopper, staff, entry, cart, n: i });
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

/**
 * The quote service order placement prices carts with, built for the seed (no Nest container, no
 * change listener: the seed is the only writer). Its `price` reads items from the database, never
 * from the catalogue snapshot, so it is given none.
 */
function demoQuotes(ds: DataSource): QuoteService {
  const db = new StoreDb(ds);
  const versions = new PricingVersions(ds);
  const rules = new SellingRulesService(db, versions);
  const shipping = new ShippingService(db, rules, versions);
  const noSnapshot = null as unknown as CatalogueService;
  return new QuoteService(ds, db, rules, shipping, new PromotionsService(db, versions), noSnapshot);
}

/** Prices the planned order's cart for the shopper's address, as checkout would (standard shipping when shipped). */
async function priceDemoOrder(
  quotes: QuoteService,
  store: Store,
  customer: Customer,
  entry: PlannedOrder,
  itemNumbers: string[],
): Promise<PricedCart> {
  const cart = await quotes.price(systemContext(store), {
    orderType: entry.type,
    lines: entry.items.map(([index, quantity]) => ({ itemNumber: itemNumbers[index % itemNumbers.length], quantity })),
    address: entry.type === 'pickup' ? undefined : { state: customer.state, zipCode: customer.zipCode },
    shippingOption: entry.type === 'shipping' ? STANDARD_SHIPPING : undefined,
  });
  // A demo order is one the shop would have taken: anything the quote would refuse is a demo data slip.
  const problems = cart.quote.problems.map((p) => p.message).join(' ');
  if (problems) throw new Error(`Demo order for ${store.webUrl} cannot be placed: ${problems}`);
  return cart;
}

interface DemoOrder {
  store: Store;
  shopper: { customer: Customer; user: User };
  staff: User | null;
  entry: PlannedOrder;
  cart: PricedCart;
  /** The order's place in the store's plan (spreads card brands and times). */
  n: number;
}

type PaymentStatus = 'captured' | 'voided' | 'authorized';

/** The demo card: every third order a Mastercard. */
function demoCard(n: number) {
  return n % 3 === 0
    ? { cardBrand: 'Mastercard', cardLast4: '4444', cardExpiry: '09/29' }
    : { cardBrand: 'Visa', cardLast4: '1111', cardExpiry: '09/29' };
}

async function placeDemoOrder(em: EntityManager, o: DemoOrder): Promise<void> {
  const placedAt = new Date(Date.now() - o.entry.daysAgo * DAY - (o.n % 7) * 3_600_000);
  const status = o.entry.status;
  const payment: PaymentStatus = status === 'Complete' ? 'captured' : isStoppedStatus(status) ? 'voided' : 'authorized';
  const transactionId = await insertPayment(em, o, payment, placedAt);
  const path = pathTo(o.entry.type, status);
  const orderId = await insertOrder(em, o, { transactionId, payment, placedAt, path });
  await em.update(PaymentTransaction, { id: transactionId }, { orderId });
  await insertLines(em, o, orderId, placedAt);
  await insertAddresses(em, o, orderId);
  await insertHistory(em, o, orderId, path, placedAt);
  if (!isStoppedStatus(status)) {
    for (const l of o.cart.priced)
      await em.query('UPDATE inventory_item SET available_to_sell = available_to_sell - $2 WHERE id = $1', [
        l.item.id,
        l.quantity,
      ]);
  }
}

/** The card hold, captured, voided or still held, on both sides: the sandbox processor's and the shop's. */
async function insertPayment(em: EntityManager, o: DemoOrder, payment: PaymentStatus, placedAt: Date): Promise<string> {
  const { customer, user } = o.shopper;
  const q = o.cart.quote;
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  const capturedCents = payment === 'captured' ? q.totalCents : 0;
  const voidedCents = payment === 'voided' ? q.holdCents : 0;
  // The sandbox processor's side of the same payment, so staff can capture or void demo holds.
  const processorReference = `sbx_${randomBytes(12).toString('hex')}`;
  const card = demoCard(o.n);
  await em.insert(SandboxCharge, {
    reference: processorReference,
    idempotencyKey: `${transactionId}:authorize`,
    merchantReference: transactionId,
    status: payment,
    declineCode: null,
    currency: 'USD',
    ...card,
    authorizedCents: q.holdCents,
    capturedCents,
    voidedCents,
    refundedCents: 0,
    operations:
      payment === 'captured'
        ? [{ key: `${transactionId}:capture`, kind: 'capture', amountCents: capturedCents }]
        : payment === 'voided'
          ? [{ key: `${transactionId}:void`, kind: 'void', amountCents: voidedCents }]
          : [],
    version: 0,
    createdAt: placedAt,
  });
  await em.insert(PaymentTransaction, {
    id: transactionId,
    storeId: o.store.id,
    userId: user.id,
    status: payment,
    gateway: 'sandbox',
    processorReference,
    idempotencyKey: `${transactionId}:authorize`,
    currency: 'USD',
    ...card,
    cardHolderName: fullNameOf(customer),
    requestedCents: q.holdCents,
    authorizedCents: q.holdCents,
    capturedCents,
    voidedCents,
    createdAt: placedAt,
  });
  return transactionId;
}

const fullNameOf = (c: Customer) => `${c.firstName} ${c.lastName}`.trim();

/** The order row with the quote's figures, as placement stores them. */
async function insertOrder(
  em: EntityManager,
  o: DemoOrder,
  p: { transactionId: string; payment: PaymentStatus; placedAt: Date; path: OrderStatus[] },
): Promise<number> {
  const { customer, user } = o.shopper;
  const { type, status } = o.entry;
  const q = o.cart.quote;
  const fullName = fullNameOf(customer);
  // Staff checked the customer's ID at the door or the counter when handing a pickup or delivery over.
  const idChecked = status === 'Complete' && type !== 'shipping';
  const { identifiers } = await em.insert(Order, {
    storeId: o.store.id,
    customerId: customer.id,
    userId: user.id,
    orderType: type,
    orderStatus: status,
    transactionStatus: p.payment === 'captured' ? 'Captured' : p.payment === 'voided' ? 'Voided' : 'Pending',
    transactionId: p.transactionId,
    subtotalCents: q.subtotalCents,
    salesTaxCents: q.salesTaxCents,
    shippingCostCents: q.shippingCents,
    depositCents: q.depositCents,
    discountCents: q.discountCents,
    orderDiscountCents: q.orderDiscountCents,
    appliedPromotions: q.promotions,
    totalCents: q.totalCents,
    holdAmountCents: q.holdCents,
    shippingOption: type === 'shipping' ? STANDARD_SHIPPING : null,
    weightLb: o.cart.weightLb,
    contactName: fullName,
    contactEmail: customer.emailAddress,
    contactPhone: customer.phoneNumber,
    ...demoCard(o.n),
    cardHolderName: fullName,
    ageConfirmed: true,
    idCheckedAt: idChecked ? new Date(p.placedAt.getTime() + (p.path.length - 1) * 3_600_000) : null,
    idCheckedBy: idChecked ? (o.staff?.id ?? null) : null,
    idCheckType: idChecked ? "Driver's license" : null,
    confirmationQueuedAt: p.placedAt,
    orderDate: p.placedAt,
    createdAt: p.placedAt,
  });
  return identifiers[0].id as number;
}

/** The order's lines: the item as priced, with the quote's tax, deposit and discount for it. */
async function insertLines(em: EntityManager, o: DemoOrder, orderId: number, placedAt: Date): Promise<void> {
  const quoted = new Map(o.cart.quote.lines.map((l) => [l.itemNumber, l]));
  await em.insert(
    OrderItem,
    o.cart.priced.map((l) => {
      const q = quoted.get(l.item.itemNumber);
      return {
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
        taxCents: q?.salesTaxCents ?? l.taxCents,
        depositCents: q?.depositCents ?? 0,
        discountCents: q?.discountCents ?? 0,
        promotionId: q?.promotionId ?? null,
        promotionName: q?.promotionName?.slice(0, 100) ?? null,
        discountParts: q?.discounts ?? [],
        itemStatus: o.entry.status,
        imageHash: l.item.imageHash,
        createdAt: placedAt,
      };
    }),
  );
}

/** The billing address, and the shipping one for a delivered or shipped order. */
async function insertAddresses(em: EntityManager, o: DemoOrder, orderId: number): Promise<void> {
  const { customer } = o.shopper;
  const address = {
    fullName: fullNameOf(customer),
    addressLine1: customer.addressLine1,
    addressLine2: customer.addressLine2,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
  };
  const addresses: Array<Partial<OrderAddress>> = [{ orderId, kind: 'billing', ...address, country: 'USA' }];
  if (o.entry.type !== 'pickup')
    addresses.push({
      orderId,
      kind: 'shipping',
      ...address,
      country: 'USA',
      emailAddress: customer.emailAddress,
      phoneNumber: customer.phoneNumber,
    });
  await em.insert(OrderAddress, addresses);
}

/** One history row per step, an hour apart: the customer placed it, staff moved it on. */
async function insertHistory(
  em: EntityManager,
  o: DemoOrder,
  orderId: number,
  path: OrderStatus[],
  placedAt: Date,
): Promise<void> {
  const { user } = o.shopper;
  const noteFor = (to: OrderStatus, i: number) =>
    i === 0
      ? 'Order placed'
      : to === 'Declined'
        ? 'Sorry, this bottle sold out in store before we could set it aside.'
        : '';
  await em.insert(
    OrderStatusHistory,
    path.map((to, i) => ({
      orderId,
      orderItemId: null,
      fromStatus: i === 0 ? null : path[i - 1],
      toStatus: to,
      actorUserId: i === 0 ? user.id : (o.staff?.id ?? null),
      actorRole: i === 0 ? 'customer' : 'admin',
      actorEmail: i === 0 ? user.email : (o.staff?.email ?? ''),
      note: noteFor(to, i),
      createdAt: new Date(placedAt.getTime() + i * 3_600_000),
    })),
  );
}
