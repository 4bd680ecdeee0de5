/** The order desk filtered as a dashboard tile means it (react-admin reads `filter` from the URL). */
export function ordersLink(filter: { month: string; status?: string | string[] }): string {
  return `/admin/order-status?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}
