import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import type { CategorySales, CategoryStock, DashboardSummary, DaySales, LowStock } from '@domain/api/dashboard';

/**
 * One server aggregate per figure; the browser never sums rows. Without a month the server answers
 * for this month of the store's calendar (and names it in the summary).
 */
export function useDashboard(month: string | undefined) {
  const dp = useDataProvider<AdminDataProvider>();
  const q = month ? encodeURIComponent(month) : '';
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
    lowStock: useQuery({
      queryKey: ['dashboard', 'low-stock'],
      queryFn: () => dp.getJson<LowStock>('dashboard/low-stock'),
      refetchInterval: 30_000,
    }),
    inventoryByCategory: useQuery({
      queryKey: ['dashboard', 'inventory-by-category'],
      queryFn: () => dp.getJson<CategoryStock[]>('dashboard/inventory-by-category'),
    }),
  };
}
