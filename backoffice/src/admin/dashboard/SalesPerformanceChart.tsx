import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DaySales } from '@domain/api/dashboard';
import { dollars } from '../common/format';

/** 'Sales Performance': a column per day of the month (loaded lazily with recharts). */
export default function SalesPerformanceChart({ data }: { data: DaySales[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart
        data={data.map((d) => ({ ...d, label: String(Number(d.day.slice(8))) }))}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval={1} tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(v: number) => `$${v}`} width={64} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(v) => [dollars(Number(v)), 'Sales']}
          labelFormatter={(_, p) => (p?.[0]?.payload as DaySales | undefined)?.day ?? ''}
        />
        <Bar dataKey="sales" fill="#6d1a36" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
