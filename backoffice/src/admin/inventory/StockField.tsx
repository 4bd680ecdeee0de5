import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Units left, with a warning colour when none or few remain, and 'Unavailable' when switched off. */
export function StockField(_: { label?: string; sortBy?: string; source?: string }) {
  const r = useRecordContext<AdminInventoryRecord>();
  if (!r) return null;
  if (!r.isAvailable) return <Chip label={`${r.availableToSell} · Unavailable`} size="small" variant="outlined" />;
  const color = r.availableToSell === 0 ? 'error' : r.availableToSell < 5 ? 'warning' : 'default';
  return (
    <Chip label={r.availableToSell} size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
  );
}
