import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English texts with its generic ones replaced: no "Element does
 * not exist" or "No Inventory-lists found" (a resource's route name made plural); a missing record
 * is "not found", an empty list says so plainly. Screens with their own empty or not-found state
 * (shared/states) show that instead.
 */
/** What each resource's saves say, in place of react-admin's "Element created/updated/deleted". */
const SAVED: Record<string, { created?: string; updated?: string; deleted?: string }> = {
  'inventory-list': { updated: 'Item saved', deleted: 'Item deleted |||| %{smart_count} items deleted' },
  'order-status': { updated: 'Order saved' },
  promotions: { created: 'Promotion created', updated: 'Promotion saved', deleted: 'Promotion deleted' },
  'shipping-rules': { updated: 'Shipping rule saved' },
  'deposit-rules': {
    created: 'Bottle deposit added',
    updated: 'Bottle deposit saved',
    deleted: 'Bottle deposit deleted',
  },
  'delivery-zones': { created: 'Delivery fee added', updated: 'Delivery fee saved', deleted: 'Delivery fee deleted' },
  'opening-hours': { created: 'Opening hours added', updated: 'Opening hours saved', deleted: 'Opening hours deleted' },
  'sale-hours': { updated: 'Legal sale hours saved' },
  'web-config': { updated: 'Web configuration saved' },
  'inventory-page': { created: 'Beverage created', updated: 'Beverage saved', deleted: 'Beverage deleted' },
  stores: { created: 'Store created', updated: 'Store saved', deleted: 'Store deleted' },
  'search-synonyms': { created: 'Synonyms added', updated: 'Synonyms saved', deleted: 'Synonyms deleted' },
};

const resources = Object.fromEntries(Object.entries(SAVED).map(([name, notifications]) => [name, { notifications }]));

const messages = {
  ...englishMessages,
  resources,
  ra: {
    ...englishMessages.ra,
    page: {
      ...englishMessages.ra.page,
      not_found: 'Not found',
      empty: 'Nothing here yet',
      invite: 'Use Create to add the first one.',
    },
    message: {
      ...englishMessages.ra.message,
      not_found: 'This page does not exist. Check the address, or choose a screen from the menu.',
    },
    navigation: {
      ...englishMessages.ra.navigation,
      no_results: 'Nothing matches your search or filters.',
      no_filtered_results: 'Nothing matches the current filters.',
    },
    notification: {
      ...englishMessages.ra.notification,
      item_doesnt_exist: 'Not found: it does not exist, or it belongs to another store.',
      // A resource without its own words above.
      created: 'Created',
      updated: 'Saved |||| %{smart_count} saved',
      deleted: 'Deleted |||| %{smart_count} deleted',
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
