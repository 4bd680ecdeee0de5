/** Demo web configuration (spec 3 'Web config') and logos for the two demo stores. */
import { stateList } from '../../../domain/quote/us-states';
import { DEMO_SHIPPING_RULES } from '../selling-rules/seed-selling-rules';
import { escapeXml } from './text';

export interface DemoWebConfig {
  companyName: string;
  locations: string;
  phoneNumber: string;
  footerContent: string;
  termsOfService: string;
  returnPolicy: string;
  privacyPolicy: string;
  shippingInfo: string;
  isShippingAvailable: boolean;
  logo: { initials: string; color: string; accent: string };
}

const terms = (name: string, state: string) => `<h2>Terms and Conditions</h2>
<p>These terms apply to every order placed with ${name}. By placing an order you confirm that you are at least 21 years of age.</p>
<h3>Age verification</h3>
<p>We sell alcoholic beverages only to adults aged 21 or older. A valid government-issued photo ID is checked at pick-up and on delivery; an adult aged 21 or older must be present to sign. We refuse any sale to a person who appears intoxicated.</p>
<h3>Prices and availability</h3>
<p>Prices are shown in US dollars and include any sale price in effect on the day you order. Sales tax is added at checkout. We may limit quantities and correct obvious pricing errors before your order ships.</p>
<h3>Payment</h3>
<p>When you place an order we place a temporary hold on your card for the order total plus 20 percent, in case items are substituted. We charge only the final amount when your order is completed and release the rest of the hold.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of the State of ${state}.</p>`;

const returns = (name: string) => `<h2>Return Policy</h2>
<p>We want you to enjoy every bottle you buy from ${name}.</p>
<ul>
<li><strong>Damaged or wrong items:</strong> tell us within 7 days of delivery or pick-up and we will replace the item or refund it in full.</li>
<li><strong>Corked or flawed wine:</strong> bring back the bottle with at least two-thirds of its contents within 30 days for an exchange or store credit.</li>
<li><strong>Unopened products:</strong> state law does not allow us to take back unopened alcohol for a change of mind; mixers, glassware and accessories may be returned unopened within 30 days.</li>
</ul>
<p>Refunds go back to the original card within 5 to 10 business days.</p>`;

const privacy = (name: string, email: string) => `<h2>Privacy Policy</h2>
<p>${name} collects only what it needs to run your account and fill your orders: your name, contact details, delivery address and order history.</p>
<ul>
<li>We never store your full card number or security code; our payment processor keeps the card details and we keep only the card brand and last four digits.</li>
<li>We do not sell your personal information. We share it only with the payment processor and the carrier that delivers your order.</li>
<li>You can ask us to correct or delete your data at any time by writing to <a href="mailto:${email}">${email}</a>.</li>
</ul>
<p>We use only the cookies and local storage needed for your cart, sign-in and preferences.</p>`;

/**
 * Where each category ships, in words, from the demo's "Where we ship" rules (so the policy cannot
 * promise what the checkout refuses): 'wine to Iowa, Illinois and Minnesota; liquor and beer to Iowa only; ...'.
 */
export function shippingPlaces(rules: typeof DEMO_SHIPPING_RULES): string {
  const byPlace = new Map<string, string[]>();
  for (const [category, anywhere, states] of rules) {
    if (!anywhere && !states.length) continue;
    const place = anywhere
      ? 'anywhere in the United States'
      : `to ${stateList(states)}${states.length === 1 ? ' only' : ''}`;
    byPlace.set(place, [...(byPlace.get(place) ?? []), category.toLowerCase()]);
  }
  const and = (words: string[]) =>
    words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
  return [...byPlace].map(([place, categories]) => `${and(categories)} ${place}`).join('; ');
}

const shipping = (zones: string, canShip: boolean) => `<h2>Shipping and Delivery</h2>
<p><strong>Local delivery</strong> is available to zip codes ${zones}, usually the same day for orders placed before 4 pm. An adult aged 21 or older must sign for every delivery.</p>
${canShip ? `<p><strong>Shipping</strong> by category: ${shippingPlaces(DEMO_SHIPPING_RULES)}. Standard Shipping costs $18.99; faster options are shown at checkout with their price. Orders ship within 2 business days.</p>` : '<p><strong>Shipping</strong> is not offered by this store at the moment; please choose delivery or pick up.</p>'}
<p><strong>Pick up in store</strong> is ready 2 hours after you order. Bring a photo ID.</p>`;

export const DEMO_WEB_CONFIG: Record<string, DemoWebConfig> = {
  northside: {
    companyName: 'Northside Wine & Spirits',
    locations: '1200 Grand Avenue, Des Moines, IA 50309',
    phoneNumber: '(515) 555-0142',
    footerContent: 'Open Monday to Saturday 9 am to 10 pm, Sunday 10 am to 8 pm. Please drink responsibly.',
    termsOfService: terms('Northside Wine & Spirits', 'Iowa'),
    returnPolicy: returns('Northside Wine & Spirits'),
    privacyPolicy: privacy('Northside Wine & Spirits', 'privacy@northside.example'),
    shippingInfo: shipping('50309 to 50315', true),
    isShippingAvailable: true,
    logo: { initials: 'NW', color: '#5b1a2b', accent: '#c9a227' },
  },
  harbor: {
    companyName: 'Harbor Bottle Shop',
    locations: '45 River Street, Cedar Rapids, IA 52401',
    phoneNumber: '(319) 555-0187',
    footerContent: 'Open every day 10 am to 9 pm on the riverfront. Please drink responsibly.',
    termsOfService: terms('Harbor Bottle Shop', 'Iowa'),
    returnPolicy: returns('Harbor Bottle Shop'),
    privacyPolicy: privacy('Harbor Bottle Shop', 'privacy@harbor.example'),
    shippingInfo: shipping('52401 to 52404', false),
    isShippingAvailable: false,
    logo: { initials: 'HB', color: '#1d3557', accent: '#8ecae6' },
  },
};

/** A simple round logo with the store's initials and name (SVG). */
export function logoSvg(name: string, logo: DemoWebConfig['logo']): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(name)}">` +
    `<circle cx="160" cy="160" r="150" fill="${logo.color}"/>` +
    `<circle cx="160" cy="160" r="132" fill="none" stroke="${logo.accent}" stroke-width="6"/>` +
    `<text x="160" y="182" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="86" font-weight="bold" fill="${logo.accent}">${escapeXml(logo.initials)}</text>` +
    `<text x="160" y="232" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" letter-spacing="1" fill="#ffffff">${escapeXml(name.toUpperCase())}</text>` +
    `</svg>`
  );
}
