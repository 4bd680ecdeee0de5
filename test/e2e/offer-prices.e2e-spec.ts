import type { OfferProductsPage } from '../../backend/domain/api/promotions';
import type { QuoteResponse } from '../../backend/domain/api/quote';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Every demo offer page against the cart: each size an offer page lists is one the promotion
 * covers, and the offer price it shows is what the server quote charges for that size.
 */
describe('offer pages against the cart quote', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const cents = (dollars: number) => Math.round(dollars * 100);

  /** Every size every page of the offer lists, and the offer prices the page shows, by item number. */
  async function offerPage(store: string, id: number) {
    const sizes: string[] = [];
    const shown: Record<string, number> = {};
    const cardPrices: number[] = [];
    for (let page = 1; ; page++) {
      const body: OfferProductsPage = (
        await t.http().get(`/api/promotions/${id}/products?page=${page}&pageSize=100`).set('X-Store', store).expect(200)
      ).body;
      cardPrices.push(...body.items.map((p) => cents(p.displayPrice)));
      for (const p of body.items)
        sizes.push(...(p.itemBySize.length ? p.itemBySize.map((v) => v.itemNumber) : [p.itemNumber]));
      Object.assign(shown, body.offerPrices);
      if (page * body.pageSize >= body.total) return { sizes, shown, total: body.total, cardPrices };
    }
  }

  /** The quote's lines for these sizes, one of each, in carts of at most 100 lines (the cart's limit). */
  async function quoteLines(store: string, sizes: string[], promoCode: string | null) {
    const lines = new Map<string, QuoteResponse['lines'][number]>();
    for (let k = 0; k < sizes.length; k += 100) {
      // A short last cart borrows from the one before, so a mix-and-match tier still counts 6 or more.
      const chunk = sizes.slice(Math.max(0, Math.min(k, sizes.length - 12)), k + 100);
      const body: QuoteResponse = (
        await t
          .http()
          .post('/api/cart/quote')
          .set('X-Store', store)
          .send({
            orderType: 'pickup',
            items: chunk.map((itemNumber) => ({ itemNumber, quantity: 1 })),
            ...(promoCode && { promoCode }),
          })
          .expect(200)
      ).body;
      for (const l of body.lines) lines.set(l.itemNumber, l);
    }
    return lines;
  }

  it.each(['northside', 'harbor'])(
    '%s: every size an offer page lists is covered, and its shown offer price is the quote’s price for it',
    async (store) => {
      const offers: Array<{ id: number; name: string; kind: string; code: string | null }> = await t.db.query(
        `SELECT p.id, p.name, p.kind, p.code FROM promotion p JOIN store s ON s.id = p.store_id
          WHERE s.web_url = $1 ORDER BY p.id`,
        [store],
      );
      expect(offers.map((o) => o.name)).toEqual(['Wine case discount', 'Summer Spirits Sale', 'Welcome offer']);
      for (const offer of offers) {
        const { sizes, shown, total, cardPrices } = await offerPage(store, offer.id);
        // Sorted by price (the default) as the cards show it: their covered sizes' lowest price.
        expect(cardPrices).toEqual([...cardPrices].sort((a, b) => a - b));
        const itemLevel = ['percent', 'amount', 'tiers'].includes(offer.kind);
        if (!itemLevel) continue; // an order-level offer (WELCOME10) covers the whole cart, not sizes
        expect(total).toBeGreaterThan(0);
        const lines = await quoteLines(store, sizes, offer.code);
        for (const itemNumber of sizes) {
          const line = lines.get(itemNumber)!;
          // The size is one the offer covers: in the cart, the offer discounts it.
          expect({ itemNumber, promotion: line.promotion }).toEqual({ itemNumber, promotion: offer.name });
          if (offer.kind === 'tiers') continue; // "10 % off 6+": no one-bottle offer price
          // The price the page shows is the price the cart charges for one.
          expect({ itemNumber, shown: cents(shown[itemNumber]) }).toEqual({
            itemNumber,
            shown: cents(line.lineTotal) - cents(line.discount),
          });
        }
        expect(Object.keys(shown).sort()).toEqual(offer.kind === 'tiers' ? [] : [...sizes].sort());
      }
    },
  );
});
