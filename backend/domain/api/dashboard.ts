/** The store dashboard's figures (`/api/admin/dashboard/...`). Pure types (`@domain/api/dashboard`). */

export interface DashboardSummary {
  /** YYYY-MM. */
  month: string;
  totalOrders: number;
  inProgressOrders: number;
  pendingOrders: number;
  dispatchOrders: number;
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
