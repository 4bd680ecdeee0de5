import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { dollars } from '../common/format';

/** The regular price, and while on sale the sale price with an 'On sale' badge. */
export function PriceField(_: { label?: string; sortBy?: string; source?: string }) {
  const r = useRecordContext<AdminInventoryRecord>();
  if (!r) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {r.onSale ? (
        <>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {dollars(r.currentPrice)}
          </Typography>
          <Typography component="s" variant="body2" color="text.secondary">
            {dollars(r.price)}
          </Typography>
          <Chip label="On sale" color="secondary" size="small" />
        </>
      ) : (
        <Typography component="span" variant="body2">
          {dollars(r.price)}
        </Typography>
      )}
    </Box>
  );
}
