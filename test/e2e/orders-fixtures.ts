/** Shared set-up for the checkout/orders e2e tests: store items with known prices and stock, and order bodies. */
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/test-app';

export interface TestItem {
  itemNumber: string;
  description?: string;
  size?: string;
  packQuantity?: number;
  unitPriceCents: number;
  unitSalePriceCents?: number;
  dateSaleStarts?: string | null;
  dateSaleEnds?: string | null;
  /** Unset or null: the store's rate; 0: tax exempt. */
  salesTaxPercent?: number | null;
  stock: number;
  isAvailable?: boolean;
  /** Wine, Beer, Liquor, Extras or Soda: decides deposits and where it may ship (default: none). */
  mainCategory?: string;
}

export async function storeId(db: DataSource, webUrl: string): Promise<number> {
  const rows = await db.query('SELECT id FROM store WHERE web_url = $1', [webUrl]);
  return rows[0].id;
}

/** Inserts (or resets) a store item; returns its id. */
export async function putItem(db: DataSource, webUrl: string, item: TestItem): Promise<number> {
  const sid = await storeId(db, webUrl);
  const rows = await db.query(
    `INSERT INTO inventory_item (store_id, item_number, item_description, size_description, pack_type, pack_quantity, case_quantity,
        unit_price_cents, unit_sale_price_cents, date_sale_starts, date_sale_ends, sales_tax_percent, available_to_sell, is_available, main_category)
     VALUES ($1, $2, $3, $4, 'Bottle', $5, 12, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (store_id, item_number) DO UPDATE SET unit_price_cents = EXCLUDED.unit_price_cents,
        unit_sale_price_cents = EXCLUDED.unit_sale_price_cents, date_sale_starts = EXCLUDED.date_sale_starts,
        date_sale_ends = EXCLUDED.date_sale_ends, sales_tax_percent = EXCLUDED.sales_tax_percent,
        available_to_sell = EXCLUDED.available_to_sell, is_available = EXCLUDED.is_available,
        main_category = EXCLUDED.main_category, item_description = EXCLUDED.item_description
     RETURNING id`,
    [
      sid,
      item.itemNumber,
      item.description ?? `Test Bourbon ${item.itemNumber}`,
      item.size ?? '750 ml',
      item.packQuantity ?? 1,
      item.unitPriceCents,
      item.unitSalePriceCents ?? 0,
      item.dateSaleStarts ?? null,
      item.dateSaleEnds ?? null,
      item.salesTaxPercent ?? null, // unset: the store's rate
      item.stock,
      item.isAvailable ?? true,
      item.mainCategory ?? '',
    ],
  );
  return rows[0].id;
}

export async function stockOf(db: DataSource, webUrl: string, itemNumber: string): Promise<number> {
  const rows = await db.query('SELECT available_to_sell FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
    await storeId(db, webUrl),
    itemNumber,
  ]);
  return rows[0].available_to_sell;
}

export const CARDS = {
  visa: '4111111111111111',
  visa2: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
};

export function futureExpiry(): string {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String((d.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export const NORTHSIDE_ADDRESS = {
  fullName: 'Ava Martinez',
  addressLine1: '310 Court Avenue',
  addressLine2: 'Apt 4B',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'USA',
  emailAddress: 'customer1@example.com',
  phoneNumber: '(515) 555-0101',
};

export const BILLING = {
  fullName: 'Ava Martinez',
  addressLine1: '310 Court Avenue',
  addressLine2: 'Apt 4B',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'USA',
};

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    orderType: 'pickup',
    orderItems: [{ itemId: 'T-100', quantity: 2, itemPrice: 20 }],
    billingAddress: BILLING,
    contact: { fullName: 'Ava Martinez', phoneNumber: '(515) 555-0101', email: 'customer1@example.com' },
    payment: {
      paymentType: 'Credit Card',
      cardHolderName: 'Ava Martinez',
      cardNumber: CARDS.visa,
      expirationDate: futureExpiry(),
      cvv: '123',
    },
    totalAmount: 42.8,
    ageConfirmed: true,
    ...overrides,
  };
}

/** The first delivery window the server offers now (POST /api/cart/quote) for a cart and zip. */
export async function firstWindow(
  t: Pick<TestApp, 'http'>,
  items: Array<{ itemNumber: string; quantity: number }>,
  zipCode = '50309',
): Promise<{ start: string; end: string; remaining: number }> {
  const res = await t
    .http()
    .post('/api/cart/quote')
    .send({ orderType: 'delivery', items, shippingAddress: { state: 'IA', zipCode } })
    .expect(200);
  return res.body.deliveryWindows.find((w: { remaining: number }) => w.remaining > 0);
}
