import type { DashboardSummary, MonthFigures as Figures } from '@domain/api/dashboard';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { ALL_TAB } from '@domain/order-status';
import { Link } from 'react-router-dom';
import { dollars } from '../common/format';
import { ordersLink } from './ordersLink';

type FigureKey = 'revenue' | 'orders' | 'averageOrderValue' | 'discounts';

const FIGURES: Array<{ key: FigureKey; label: string; format: (n: number) => string }> = [
  { key: 'revenue', label: 'Revenue', format: dollars },
  { key: 'orders', label: 'Orders', format: (n) => n.toLocaleString('en-US') },
  { key: 'averageOrderValue', label: 'Average order value', format: dollars },
  { key: 'discounts', label: 'Discounts', format: dollars },
];

/** '+12 %' / '−5 %' / 'new' / 'no change' against the month before. */
function change(now: number, before: number): { text: string; color: string } {
  if (now === before) return { text: 'no change', color: 'text.secondary' };
  if (before === 0) return { text: 'new this month', color: 'success.main' };
  const pct = Math.round(((now - before) / before) * 100);
  return pct >= 0
    ? { text: `+${pct} %`, color: 'success.main' }
    : { text: `\u2212${Math.abs(pct)} %`, color: 'error.main' };
}

/** What revenue leaves out, said under the figures: refunds taken off, tax, deposits and fees apart. */
function Apart({ figures }: { figures: Figures }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="figures-apart" sx={{ gridColumn: '1 / -1' }}>
      Revenue is the goods sold after discounts, net of {dollars(figures.refunds)} refunded. Not in it: sales tax{' '}
      {dollars(figures.salesTax)}, bottle deposits {dollars(figures.deposits)}, delivery and shipping fees{' '}
      {dollars(figures.fees)}. Orders refunded in full do not count.
    </Typography>
  );
}

/**
 * How the month went: revenue, orders, average order value and discounts (orders not declined,
 * cancelled or refunded in full), each with its change against the month before; each opens the
 * month's orders. Below them, what revenue leaves out.
 */
export function MonthFigures({ summary }: { summary?: DashboardSummary }) {
  return (
    <Box
      component="section"
      aria-label="Month figures"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map((f) => {
        const now = summary?.figures[f.key] ?? 0;
        const delta = summary ? change(now, summary.previous[f.key]) : null;
        return (
          <Card key={f.key}>
            <CardActionArea
              component={Link}
              to={summary ? ordersLink({ month: summary.month, status: ALL_TAB }) : '#'}
              aria-label={`${f.label}: the month's orders`}
            >
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {f.label}
                </Typography>
                <Typography variant="h5" component="p" data-testid={`figure-${f.key}`}>
                  {summary ? f.format(now) : <Skeleton width={80} />}
                </Typography>
                {summary && delta && (
                  <Typography variant="caption" sx={{ color: delta.color }} data-testid={`change-${f.key}`}>
                    {delta.text} vs {summary.previous.month} ({f.format(summary.previous[f.key])})
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
      {summary && <Apart figures={summary.figures} />}
    </Box>
  );
}
