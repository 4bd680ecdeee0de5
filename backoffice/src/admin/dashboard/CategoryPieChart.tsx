import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

const COLORS = ['#6d1a36', '#b5651d', '#3b4d3a', '#8a6d00', '#2f5d8a', '#7a4f9a', '#9c3d54', '#5f7f5a'];

/** A pie of one figure by category ('Total Sell', 'Total Inventory'), loaded lazily. */
export default function CategoryPieChart({
  data,
  format,
}: {
  data: Array<{ category: string; value: number }>;
  format: (n: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="category"
          innerRadius={50}
          outerRadius={90}
          paddingAngle={1}
          isAnimationActive={false}
        >
          {data.map((d, i) => (
            <Cell key={d.category} fill={COLORS[i % COLORS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(v, name) => [format(Number(v)), String(name)]} />
        <Legend verticalAlign="bottom" height={36} />
      </PieChart>
    </ResponsiveContainer>
  );
}
