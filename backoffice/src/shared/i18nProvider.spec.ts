import { i18nProvider } from './i18nProvider';

/** Every resource of both back offices, as AdminApp and SuperAdminApp declare them. */
const EDITED = [
  'inventory-list',
  'promotions',
  'shipping-rules',
  'deposit-rules',
  'delivery-zones',
  'opening-hours',
  'sale-hours',
  'web-config',
  'inventory-page',
  'stores',
  'search-synonyms',
];

describe('back-office save messages', () => {
  const say = (key: string, count = 1) => i18nProvider.translate(key, { smart_count: count, _: '' });

  it("names what was saved instead of react-admin's 'Element updated'", () => {
    for (const resource of EDITED) {
      const updated = say(`resources.${resource}.notifications.updated`);
      expect([resource, updated]).toEqual([resource, expect.stringMatching(/saved$/)]);
      expect(updated).not.toMatch(/element/i);
    }
    expect(say('resources.web-config.notifications.updated')).toBe('Web configuration saved');
    expect(say('resources.promotions.notifications.created')).toBe('Promotion created');
    expect(say('resources.inventory-list.notifications.deleted', 3)).toBe('3 items deleted');
  });

  it('has no "Element" left even for a resource without its own words', () => {
    for (const key of ['created', 'updated', 'deleted'])
      for (const n of [1, 2]) expect(say(`ra.notification.${key}`, n)).not.toMatch(/element/i);
  });
});
