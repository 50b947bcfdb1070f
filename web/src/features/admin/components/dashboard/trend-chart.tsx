import { Area, Bar, CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendDay } from '@api/shared/contracts/admin-trends';

const VISITORS = '#facc15';
const SUBSCRIBERS = '#c084fc';
const AXIS = '#a1a1aa';

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Visitors (area, left axis) and new subscribers (bars, right axis) per day.
 * Its own chunk, loaded when the Overview shows: the chart library never
 * weighs on the rest of the admin, let alone the public site.
 */
export default function TrendChart({ days }: { days: TrendDay[] }) {
  return (
    <div className="h-64 w-full sm:h-72" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="visitors-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={VISITORS} stopOpacity={0.45} />
              <stop offset="100%" stopColor={VISITORS} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="#27272a" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={{ fill: AXIS, fontSize: 11 }}
            tickLine={false}
            axisLine={{ stroke: '#3f3f46' }}
            minTickGap={24}
          />
          <YAxis
            yAxisId="visitors"
            allowDecimals={false}
            tick={{ fill: AXIS, fontSize: 11 }}
            tickLine={false}
            axisLine={false}
          />
          <YAxis
            yAxisId="subscribers"
            orientation="right"
            allowDecimals={false}
            tick={{ fill: AXIS, fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={28}
          />
          <Tooltip
            labelFormatter={(label) => shortDate(String(label))}
            contentStyle={{ background: '#0b0b0c', border: '1px solid #3f3f46', borderRadius: 2, fontSize: 12 }}
            labelStyle={{ color: '#fafafa', fontWeight: 700 }}
            cursor={{ stroke: '#52525b' }}
          />
          <Legend iconType="square" wrapperStyle={{ fontSize: 12, color: AXIS, paddingTop: 8 }} />
          <Area
            yAxisId="visitors"
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke={VISITORS}
            strokeWidth={2}
            fill="url(#visitors-fill)"
            isAnimationActive={false}
          />
          <Bar
            yAxisId="subscribers"
            dataKey="subscribers"
            name="New subscribers"
            fill={SUBSCRIBERS}
            barSize={6}
            radius={[2, 2, 0, 0]}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
