import { Box, type Theme, Typography, useMediaQuery, useTheme } from '@mui/material';
import { formatAmount, formatShortDate } from '@mpb/domain';
import type { BookingStats } from '../booking-api';

/** Narrower on a phone, so the labels keep a readable size there. */
const WIDTH = { wide: 600, phone: 360 };
const HEIGHT = 240;
const PLOT_TOP = 20;
const PLOT_BOTTOM = 210;

const weekLabel = (weekStart: string) => formatShortDate(weekStart).slice(0, 6);

/** Bookings (bars) and revenue (line) per week over the last 12 weeks, plain SVG. */
export function WeeklyChart({ weekly }: { weekly: BookingStats['weekly'] }) {
  const theme = useTheme();
  const phone = useMediaQuery((current: Theme) => current.breakpoints.down('sm'));
  const width = phone ? WIDTH.phone : WIDTH.wide;
  const slot = width / Math.max(weekly.length, 1);
  const maxBookings = Math.max(1, ...weekly.map((week) => week.bookings));
  const maxRevenue = Math.max(1, ...weekly.map((week) => week.revenueCents));
  const y = (share: number) => PLOT_BOTTOM - share * (PLOT_BOTTOM - PLOT_TOP);
  const revenuePoints = weekly
    .map((week, index) => `${index * slot + slot / 2},${y(week.revenueCents / maxRevenue)}`)
    .join(' ');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label="Buchungen und Umsatz pro Woche"
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <line x1={0} x2={width} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} stroke={theme.palette.divider} />
        {weekly.map((week, index) => {
          const top = y(week.bookings / maxBookings);
          const x = index * slot + slot * 0.2;
          return (
            <g key={week.weekStart}>
              <title>{`Woche ab ${formatShortDate(week.weekStart)}: ${week.bookings} Buchungen, ${formatAmount(week.revenueCents)}`}</title>
              <rect
                x={x}
                y={top}
                width={slot * 0.6}
                height={PLOT_BOTTOM - top}
                rx={3}
                fill={theme.palette.primary.main}
                opacity={0.85}
              />
              {week.bookings > 0 && (
                <text
                  x={x + slot * 0.3}
                  y={top - 5}
                  textAnchor="middle"
                  fontSize={12}
                  fill={theme.palette.text.primary}
                >
                  {week.bookings}
                </text>
              )}
              {/* On a phone every second week is labelled, ending with the current one. */}
              {(!phone || (weekly.length - 1 - index) % 2 === 0) && (
                <text
                  x={index * slot + slot / 2}
                  y={HEIGHT - 12}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.secondary}
                >
                  {weekLabel(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
        <polyline
          points={revenuePoints}
          fill="none"
          stroke={theme.palette.secondary.main}
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {weekly.map((week, index) => (
          <circle
            key={week.weekStart}
            cx={index * slot + slot / 2}
            cy={y(week.revenueCents / maxRevenue)}
            r={3.5}
            fill={theme.palette.secondary.main}
          />
        ))}
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}
      >
        <Legend color={theme.palette.primary.main} label="Buchungen (Balken)" />
        <Legend
          color={theme.palette.secondary.main}
          label={`Umsatz (Linie, höchstens ${formatAmount(maxRevenue === 1 ? 0 : maxRevenue)})`}
        />
      </Typography>
    </Box>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color, display: 'inline-block' }}
      />
      {label}
    </Box>
  );
}
