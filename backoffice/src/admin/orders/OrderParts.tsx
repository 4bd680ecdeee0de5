import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { AppliedPromotionResponse, DiscountPartResponse } from '@domain/api/quote';
import { STOPPED_STATUSES } from '@domain/order-status';
import { discountLabel } from '@domain/promotions/texts';
import { ORDER_LEVEL_KINDS, type PromotionKind } from '@domain/promotions/types';
import type { ReactNode } from 'react';
import { dollars } from '../common/format';

/** One block of the order detail: a card with an h2 title. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A label and its value on one row. */
export function Pair({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Lines taken out of the order (they stay listed, greyed). */
export const REMOVED_STATUSES: readonly string[] = STOPPED_STATUSES;

/**
 * A line's promotion savings, one row per promotion that took from it ("Wine case discount: − $2.10",
 * "Welcome offer (WELCOME10): − $1.75"), nothing when the line has none.
 */
export function LineDiscount({
  line,
}: {
  line: { discount: number; promotionName: string | null; discounts?: readonly DiscountPartResponse[] };
}) {
  if (!(line.discount > 0)) return null;
  const parts = line.discounts?.length
    ? line.discounts.map((p) => ({ label: discountLabel(p), amount: p.amount }))
    : [{ label: line.promotionName ?? 'Discount', amount: line.discount }];
  return (
    <>
      {parts.map((p) => (
        <Typography key={p.label} variant="caption" component="div" color="success.main" data-testid="line-discount">
          {p.label}: − {dollars(p.amount)}
        </Typography>
      ))}
    </>
  );
}

/**
 * The promotions an order was placed with and what each took off, below its Discount
 * figure; the order-level one (amount off over a threshold, free delivery) is named as such.
 */
export function AppliedPromotions({ promotions }: { promotions: readonly AppliedPromotionResponse[] }) {
  if (!promotions.length) return null;
  return (
    <Box component="ul" aria-label="Promotions applied" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {promotions.map((p) => (
        <Typography
          key={p.id}
          component="li"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', textAlign: 'right' }}
        >
          {ORDER_LEVEL_KINDS.includes(p.kind as PromotionKind) ? 'Order discount: ' : ''}
          {discountLabel(p)}: − {dollars(p.amount)}
          {p.kind === 'free_delivery' ? ' (fee waived)' : ''}
        </Typography>
      ))}
    </Box>
  );
}
