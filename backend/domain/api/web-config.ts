/** Spec 3 'Web config' as `GET /api/WebpageConfig` answers it. Pure type (`@domain/api/web-config`). */
export interface WebConfigView {
  id: number;
  companyName: string;
  /** `/api/images/{hash}`, or '' when the store has no logo. */
  logo: string;
  locations: string;
  phoneNumber: string;
  footerContent: string;
  termsOfService: string;
  returnPolicy: string;
  privacyPolicy: string;
  shippingInfo: string;
  isShippingAvailable: boolean;
  /** Comma-separated zip codes. */
  deliveryZones: string;
  /** The store's IANA time zone: the storefront reads its calendar (order history years) in it. */
  timeZone: string;
}
