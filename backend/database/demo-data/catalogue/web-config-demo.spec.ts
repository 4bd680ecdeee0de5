import { US_STATES } from '../../../domain/quote/us-states';
import { DEMO_SHIPPING_RULES } from '../selling-rules/seed-selling-rules';
import { DEMO_WEB_CONFIG, shippingPlaces } from './web-config-demo';

describe('the demo shipping policy agrees with "Where we ship"', () => {
  it('names each category with the states its rule ships to', () => {
    expect(shippingPlaces(DEMO_SHIPPING_RULES)).toBe(
      'liquor and beer to Iowa only; wine to Iowa, Illinois, Minnesota, Wisconsin, Nebraska and Missouri; ' +
        'extras and soda anywhere in the United States',
    );
  });

  it("is what the shipping store's policy page says, and promises no other place", () => {
    const text = DEMO_WEB_CONFIG.northside.shippingInfo;
    for (const [category, , states] of DEMO_SHIPPING_RULES) {
      expect(text).toContain(category.toLowerCase());
      for (const s of states) expect(text).toContain(US_STATES[s]);
    }
    expect(text).not.toMatch(/within the state/i);
    expect(DEMO_WEB_CONFIG.harbor.shippingInfo).toContain('not offered');
  });
});
