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

/** How a month went: orders not declined or cancelled, in dollars. */
export interface MonthFigures {
  /** What the orders brought in before sales tax (items, shipping, deposits, after discounts). */
  revenue: number;
  orders: number;
  /** revenue / orders (0 without orders). */
  averageOrderValue: number;
  /** Promotion discounts given. */
  discounts: number;
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
