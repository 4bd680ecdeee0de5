/**
 * A store's selling rules as the back office reads and writes them, the react-admin
 * resources under `/api/admin/...`. Money in dollars like the rest of the API. Pure types
 * (`@domain/api/selling-rules`).
 */

/** `shipping-rules`: where the store may ship one category. */
export interface ShippingRuleRecord {
  id: number;
  /** Wine, Beer, Liquor, Extras or Soda. */
  category: string;
  /** Any US state; `states` is then empty. */
  anywhere: boolean;
  /** Postal codes ('IA', 'IL'); empty and not anywhere: not shipped at all. */
  states: string[];
}

/** `deposit-rules`: a bottle deposit per container of a category within a size range. */
export interface DepositRuleRecord {
  id: number;
  category: string;
  /** Smallest container it applies to, in ml (inclusive). */
  minMl: number;
  /** Largest container, in ml (inclusive); null: no upper bound. */
  maxMl: number | null;
  /** Dollars per container (a 6-pack is 6 containers). */
  amount: number;
  taxable: boolean;
}

/** `delivery-zones`: the delivery terms for some zips (none listed: every zip the store delivers to). */
export interface DeliveryZoneRecord {
  id: number;
  name: string;
  zipCodes: string[];
  /** Dollars. */
  fee: number;
  /** Dollars of goods below which delivery is refused. */
  minimumOrder: number;
  /** Goods at or above this many dollars deliver free; null: never free. */
  freeOver: number | null;
  /** Orders one delivery window takes. */
  slotCapacity: number;
  /** Length of a delivery window in minutes. */
  slotMinutes: number;
}

/** `opening-hours`: the store's hours on one weekday (no row: closed that day). */
export interface OpeningHoursRecord {
  id: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** 'HH:MM' in the store's time zone. */
  opens: string;
  /** 'HH:MM', after opens ('24:00' for midnight). */
  closes: string;
}

/** `sale-hours`: the state's legal sale hours, one row per store (no sales from ... until ...). */
export interface SaleHoursRecord {
  id: number;
  /** 'HH:MM'; the span may wrap midnight. */
  noSalesFrom: string;
  noSalesUntil: string;
}
