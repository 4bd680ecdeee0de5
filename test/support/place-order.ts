import type { TestApp } from './test-app';

/**
 * Places an order through POST /api/orders as the server prices it: the first answer's fresh figures
 * (409 PRICE_CHANGED) give the total to confirm. Returns the new order's id.
 */
export async function placeOrder(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const send = (b: Record<string, unknown>) =>
    t.http().post('/api/orders').set('Authorization', `Bearer ${token}`).send(b);
  let res = await send(body);
  if (res.status === 409 && res.body?.fresh?.totalAmount !== undefined)
    res = await send({ ...body, totalAmount: res.body.fresh.totalAmount });
  if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.orderId;
}
