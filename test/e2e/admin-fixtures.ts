/**
 * Rows the back-office e2e tests start from, written straight into the test's own database. Item
 * numbers start with 'T5-' so they never meet the demo catalogue's.
 */
import type { DataSource } from 'typeorm';

export async function storeId(db: DataSource, webUrl: string): Promise<number> {
  const [row] = await db.query('SELECT id FROM store WHERE web_url = $1', [webUrl]);
  return row.id;
}

export interface ItemFixture {
  itemNumber: string;
  itemDescription?: string;
  upc?: string;
  unitPriceCents?: number;
  unitSalePriceCents?: number;
  dateSaleEnds?: string | null;
  packQuantity?: number;
  caseQuantity?: number;
  packPriceCents?: number;
  availableToSell?: number;
  salesTaxPercent?: number;
  isAvailable?: boolean;
}

export async function insertItem(db: DataSource, store: number, f: ItemFixture): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO inventory_item (store_id, item_number, item_description, upc, unit_price_cents, unit_sale_price_cents, date_sale_ends,
       pack_quantity, case_quantity, pack_price_cents, available_to_sell, sales_tax_percent, is_available, size_description)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'750 ml') RETURNING id`,
    [
      store,
      f.itemNumber,
      f.itemDescription ?? `Test item ${f.itemNumber}`,
      f.upc ?? '',
      f.unitPriceCents ?? 1999,
      f.unitSalePriceCents ?? 0,
      f.dateSaleEnds ?? null,
      f.packQuantity ?? 1,
      f.caseQuantity ?? 12,
      f.packPriceCents ?? 0,
      f.availableToSell ?? 10,
      f.salesTaxPercent ?? 7,
      f.isAvailable ?? true,
    ],
  );
  return row.id;
}

export async function itemRow(db: DataSource, id: number) {
  const [row] = await db.query(
    `SELECT unit_price_cents AS "unitPriceCents", pack_price_cents AS "packPriceCents", unit_sale_price_cents AS "unitSalePriceCents",
       available_to_sell AS "availableToSell", sales_tax_percent::float8 AS "salesTaxPercent", is_available AS "isAvailable",
       to_char(date_sale_ends, 'YYYY-MM-DD') AS "dateSaleEnds"
     FROM inventory_item WHERE id = $1`,
    [id],
  );
  return row;
}

/** A beverage (master product) in a category, so store items count under it on the dashboard. */
export async function insertBeverage(db: DataSource, name: string, mainCategory: string): Promise<number> {
  const [row] = await db.query(`INSERT INTO beverage (item_name, main_category) VALUES ($1, $2) RETURNING id`, [
    name,
    mainCategory,
  ]);
  return row.id;
}

export async function linkBeverage(db: DataSource, itemId: number, beverageId: number): Promise<void> {
  await db.query('UPDATE inventory_item SET beverage_id = $2 WHERE id = $1', [itemId, beverageId]);
}

type Http = () => import('supertest').Agent | any;

/**
 * Places an order through the real checkout (POST /api/orders) as a customer. The server prices it;
 * the first call learns the fresh figures from its 409 answer, the second places the order.
 */
export async function placeOrder(
  http: Http,
  customerToken: string,
  lines: Array<{ itemId: string; quantity: number }>,
  options: { store?: string; orderType?: 'pickup' | 'delivery'; shippingAddress?: object } = {},
): Promise<{ orderId: number; transactionId: string }> {
  const body = (orderItems: object[], totalAmount: number) => ({
    orderType: options.orderType ?? 'pickup',
    orderItems,
    billingAddress: {
      fullName: 'Ava Martinez',
      addressLine1: '310 Court Avenue',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      country: 'USA',
    },
    ...(options.shippingAddress ? { shippingAddress: options.shippingAddress } : {}),
    contact: { fullName: 'Ava Martinez', phoneNumber: '(515) 555-0101', email: 'customer1@example.com' },
    payment: {
      paymentType: 'Credit Card',
      cardHolderName: 'Ava Martinez',
      cardNumber: '4111111111111111',
      expirationDate: `12/${(new Date().getFullYear() + 3) % 100}`,
      cvv: '123',
    },
    totalAmount,
    ageConfirmed: true,
  });
  const send = (b: object) => {
    const req = http().post('/api/orders').set('Authorization', `Bearer ${customerToken}`);
    if (options.store) req.set('X-Store', options.store);
    return req.send(b);
  };
  const probe = await send(
    body(
      lines.map((l) => ({ ...l, itemPrice: 0 })),
      0,
    ),
  );
  if (probe.status !== 409 || !probe.body.fresh?.totalAmount)
    throw new Error(`order probe: ${probe.status} ${JSON.stringify(probe.body)}`);
  const fresh = probe.body.fresh;
  const res = await send(
    body(
      fresh.orderItems.map((i: any) => ({ itemId: i.itemId, quantity: i.quantity, itemPrice: i.itemPrice })),
      fresh.totalAmount,
    ),
  );
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
