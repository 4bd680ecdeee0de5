import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English texts with its generic ones replaced: no "Element does
 * not exist" or "No Inventory-lists found" (a resource's route name made plural); a missing record
 * is "not found", an empty list says so plainly. Screens with their own empty or not-found state
 * (shared/states) show that instead.
 */
const messages = {
  ...englishMessages,
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
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
