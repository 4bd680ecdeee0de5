/** The store dashboard's figures (`/api/admin/dashboard/...`). Pure types (`@domain/api/dashboard`). */

export interface DashboardSummary {
  /** YYYY-MM. */
  month: string;
  totalOrders: number;
  inProgressOrders: number;
  pendingOrders: number;
  dispatchOrders: number;
  /** The month's sales (orders not declined or cancelled). */
  figures: MonthFigures;
  /** The month before, to compare with. */
  previous: MonthFigures & { month: string };
}

/**
 * How a month went, in dollars: the orders placed in it that sold something (not declined or
 * cancelled, not refunded in full). Revenue is defined in domain/revenue.ts.
 */
export interface MonthFigures {
  /** Goods after promotion discounts, net of refunds; no tax, deposits or fees. */
  revenue: number;
  orders: number;
  /** revenue / orders (0 without orders). */
  averageOrderValue: number;
  /** Promotion discounts given. */
  discounts: number;
  /** Given back on the month's orders (fully refunded ones included), every part of them. */
  refunds: number;
  /** Shown apart from revenue: sales tax, bottle deposits, shipping and delivery fees charged. */
  salesTax: number;
  deposits: number;
  fees: number;
}

/** The dashboard's low-stock card: items at or below the store's threshold. */
export interface LowStock {
  threshold: number;
  count: number;
  /** The lowest few, for the card. */
  items: Array<{ id: number; itemNumber: string; itemDescription: string; availableToSell: number }>;
}

/** Item sales (dollars, before tax and shipping) of one day of the month. */
export interface DaySales {
  /** YYYY-MM-DD. */
  day: string;
  sales: number;
  orders: number;
}

export interface CategorySales {
  category: string;
  sales: number;
  units: number;
}

/** Units in stock now, by main category. */
export interface CategoryStock {
  category: string;
  units: number;
  items: number;
}
