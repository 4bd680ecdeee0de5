import { Alert, Box, Card, CardContent, CardHeader, CircularProgress, TextField, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CountTiles } from './CountTiles';
import { LowStockCard } from './LowStockCard';
import { MonthFigures } from './MonthFigures';
import { PaymentAttentionCard } from '../payment/PaymentAttentionCard';
import { dollars } from '../common/format';
import { useDashboard } from './useDashboard';

// recharts is big: the charts load lazily, behind Suspense, after the tiles.
const SalesPerformanceChart = lazy(() => import('./SalesPerformanceChart'));
const CategoryPieChart = lazy(() => import('./CategoryPieChart'));

const units = (n: number) => `${n.toLocaleString('en-US')} units`;

function ChartCard({
  title,
  subheader,
  children,
  empty,
}: {
  title: string;
  subheader: string;
  children: ReactNode;
  empty?: boolean;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Suspense
          fallback={
            <Box sx={{ height: 260, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label="Loading chart" />
            </Box>
          }
        >
          {empty ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              Nothing to show for this month yet.
            </Typography>
          ) : (
            children
          )}
        </Suspense>
      </CardContent>
    </Card>
  );
}

/** Spec 2.15 Dashboard with the store's real figures for the chosen month. */
export function Dashboard() {
  // The chosen month lives in the URL (?month=YYYY-MM), so a link or reload keeps it. Unpicked, the
  // store's current month: the server reads it in the store's time zone.
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('month');
  // A month that is not one (?month=2026-13) goes to the server as typed: its 400 is shown, rather
  // than this month's figures under a wrong address.
  const picked = fromUrl || undefined;
  const setMonth = (value: string) => setParams({ month: value });
  const { summary, salesByDay, salesByCategory, inventoryByCategory, lowStock } = useDashboard(picked);
  const month = picked ?? summary.data?.month ?? '';
  const error = summary.error ?? salesByDay.error ?? salesByCategory.error ?? inventoryByCategory.error;
  const monthLabel = /^\d{4}-(0[1-9]|1[0-2])$/.test(month)
    ? new Date(`${month}-01T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' })
    : '';

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title="Dashboard" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Dashboard
        </Typography>
        <TextField
          type="month"
          label="Month"
          size="small"
          fullWidth={false}
          sx={{ width: 200 }}
          value={month}
          onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': 'Month' } }}
        />
      </Box>
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      <PaymentAttentionCard />
      <MonthFigures summary={summary.data} />
      <CountTiles summary={summary.data} />
      <LowStockCard lowStock={lowStock.data} />
      <ChartCard
        title="Sales Performance"
        subheader={`Item sales per day, ${monthLabel}`}
        empty={salesByDay.data?.every((d) => d.sales === 0)}
      >
        {salesByDay.data && <SalesPerformanceChart data={salesByDay.data} />}
      </ChartCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ChartCard
          title="Total Sell"
          subheader={`Sales by category, ${monthLabel}`}
          empty={salesByCategory.data?.length === 0}
        >
          {salesByCategory.data && (
            <CategoryPieChart
              data={salesByCategory.data.map((c) => ({ category: c.category, value: c.sales }))}
              format={dollars}
            />
          )}
        </ChartCard>
        <ChartCard
          title="Total Inventory"
          subheader="Units in stock now, by category"
          empty={inventoryByCategory.data?.length === 0}
        >
          {inventoryByCategory.data && (
            <CategoryPieChart
              data={inventoryByCategory.data.map((c) => ({ category: c.category, value: c.units }))}
              format={units}
            />
          )}
        </ChartCard>
      </Box>
    </Box>
  );
}
