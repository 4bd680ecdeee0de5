import type { ListingPage, ProductView } from '@domain/api/catalogue';
import type { CustomerOrder, OrderDetailView } from '@domain/api/orders';
import { planReorder, reorderMessage, type PastLine } from '../../storefront/src/lib/reorder-rule';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody } from './orders-fixtures';

/**
 * "Order again" (order page) and Buy Now / Add To Cart (history) run one reorder rule on what the
 * API answers: the past order's lines and each item as the catalogue sells it now. Here the rule is
 * fed the real answers for a cancelled order of two wines in stock: both go back in the cart.
 */
describe('reorder of a cancelled order (GET /api/orders/GetOrderById, GetOrdersByCustomerId, /api/storeinventory)', () => {
  let t: TestApp;
  let token: string;
  let wines: ProductView[];
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('customer1', 'customer1');
    const listing: ListingPage = (
      await t
        .http()
        .get('/api/storeinventory/Listing')
        .query({ category: 'Wine', subCategory: 'Wine', pageSize: '100', inStock: 'true' })
        .expect(200)
    ).body;
    wines = listing.items.filter((p) => p.itemBySize.length === 1 && p.itemBySize[0].availableToSell >= 10);
  });
  afterAll(() => t.close());

  /** Each item as the storefront asks for it (fetchProduct); missing when the store no longer knows it. */
  async function currentProducts(lines: readonly PastLine[]): Promise<Map<string, ProductView>> {
    const products = new Map<string, ProductView>();
    for (const l of lines) {
      const res = await t.http().get(`/api/storeinventory/${encodeURIComponent(l.itemId)}`);
      if (res.status === 200) products.set(l.itemId, res.body);
    }
    return products;
  }

  it('puts both in-stock wines of a cancelled order back, from the order page and from the history', async () => {
    const [a, b] = wines;
    const id = await placeOrder(
      t,
      token,
      orderBody({
        orderItems: [
          { itemId: a.itemNumber, quantity: 2, itemPrice: a.itemBySize[0].currentPrice },
          { itemId: b.itemNumber, quantity: 1, itemPrice: b.itemBySize[0].currentPrice },
        ],
      }),
    );
    await t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set(auth())
      .send({ orderId: id, orderItemId: 0, status: 'Cancelled' })
      .expect(200);

    const detail: OrderDetailView = (await t.http().get(`/api/orders/GetOrderById/${id}`).set(auth()).expect(200)).body;
    expect(detail.orderStatus).toBe('Cancelled');
    // Every line carries the cancel too: a rule that skipped stopped lines would add nothing.
    expect(detail.orderItems.map((i) => i.itemStatus)).toEqual(['Cancelled', 'Cancelled']);
    const fromPage = detail.orderItems.map((i) => ({
      itemId: i.itemId,
      productName: i.productName,
      quantity: i.quantity,
    }));
    const plan = planReorder(fromPage, await currentProducts(fromPage));
    expect(reorderMessage(plan)).toBeNull(); // not "None of these items is available any more."
    expect(plan.missing).toEqual([]);
    expect(plan.add.map((l) => [l.itemNumber, l.quantity])).toEqual([
      [a.itemNumber, 2],
      [b.itemNumber, 1],
    ]);

    const [{ id: customerId }] = await t.db.query(
      `SELECT c.id FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    const history: CustomerOrder[] = (
      await t.http().get(`/api/orders/GetOrdersByCustomerId/${customerId}`).set(auth()).expect(200)
    ).body;
    const past = history.find((o) => o.orderId === id)!;
    expect(past.status).toBe('Cancelled');
    const line = past.orderItems.find((i) => i.itemId === b.itemNumber)!;
    const one = [{ itemId: line.itemId, productName: line.productName, quantity: line.quantity }];
    const again = planReorder(one, await currentProducts(one));
    expect(reorderMessage(again)).toBeNull();
    expect(again.add.map((l) => [l.itemNumber, l.quantity])).toEqual([[b.itemNumber, 1]]);
  });
});
