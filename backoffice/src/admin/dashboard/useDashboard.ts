import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { SHOP_TIME_ZONE } from '@domain/shop-time';

export interface DashboardSummary {
  month: string;
  totalOrders: number;
  inProgressOrders: number;
  pendingOrders: number;
  dispatchOrders: number;
}
export interface DaySales {
  day: string;
  sales: number;
  orders: number;
}
export interface CategorySales {
  category: string;
  sales: number;
  units: number;
}
export interface CategoryStock {
  category: string;
  units: number;
  items: number;
}

/** One server aggregate per figure; the browser never sums rows. */
export function useDashboard(month: string) {
  const dp = useDataProvider<AdminDataProvider>();
  const q = encodeURIComponent(month);
  return {
    summary: useQuery({
      queryKey: ['dashboard', 'summary', month],
      queryFn: () => dp.getJson<DashboardSummary>(`dashboard/summary?month=${q}`),
    }),
    salesByDay: useQuery({
      queryKey: ['dashboard', 'sales-by-day', month],
      queryFn: () => dp.getJson<DaySales[]>(`dashboard/sales-by-day?month=${q}`),
    }),
    salesByCategory: useQuery({
      queryKey: ['dashboard', 'sales-by-category', month],
      queryFn: () => dp.getJson<CategorySales[]>(`dashboard/sales-by-category?month=${q}`),
    }),
    inventoryByCategory: useQuery({
      queryKey: ['dashboard', 'inventory-by-category'],
      queryFn: () => dp.getJson<CategoryStock[]>('dashboard/inventory-by-category'),
    }),
  };
}

/** This month, 'YYYY-MM', in the shop's calendar. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}
