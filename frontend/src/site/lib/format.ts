export const TIME_ZONE = 'Europe/Berlin';

const euroFormat = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Integer cents -> '475 €' (de-DE, no decimals). */
export function formatPrice(cents: number, currency = 'EUR'): string {
  const format =
    currency === 'EUR'
      ? euroFormat
      : new Intl.NumberFormat('de-DE', { style: 'currency', currency, maximumFractionDigits: 0 });
  return format.format(cents / 100);
}

const exactEuroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** Integer cents shown exactly (DECISIONS 19): '475 €' for whole euros, else '474,81 €'. */
export function formatExactPrice(cents: number): string {
  return cents % 100 === 0 ? euroFormat.format(cents / 100) : exactEuroFormat.format(cents / 100);
}

/**
 * A course date is a calendar day ('yyyy-MM-dd') in Berlin. Noon UTC lies on the same calendar day
 * in Berlin in every season, so formatting it with timeZone Europe/Berlin never shifts the day.
 */
function calendarDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const longDateFormat = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const shortDateFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** '2026-12-15' -> 'Dienstag, 15. Dezember 2026' */
export function formatLongDate(isoDate: string): string {
  return longDateFormat.format(calendarDay(isoDate));
}

/** '2026-12-15' -> '15.12.2026' */
export function formatShortDate(isoDate: string): string {
  return shortDateFormat.format(calendarDay(isoDate));
}

/** '08:30:00' -> '08:30' */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** '08:30:00', '16:00:00' -> '08:30-16:00 Uhr'; without an end time just '08:30 Uhr'. */
export function formatTimeRange(start: string, end?: string | null): string {
  return end ? `${formatTime(start)}-${formatTime(end)} Uhr` : `${formatTime(start)} Uhr`;
}

/** Today's calendar day in Berlin as 'yyyy-MM-dd'. */
export function todayInBerlin(now: Date = new Date()): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONE,
  }).format(now);
}

/** 'Noch 1 Platz frei' / 'Noch 2 Plätze frei' / 'Ausgebucht' */
export function formatRemainingSpots(spots: number): string {
  if (spots <= 0) return 'Ausgebucht';
  return spots === 1 ? 'Noch 1 Platz frei' : `Noch ${spots} Plätze frei`;
}

const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** '2026-12-02T13:30:00.000Z' -> '02.12.2026 um 14:30 Uhr' (Berlin time). */
export function formatDateTime(isoTimestamp: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(new Date(isoTimestamp)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} um ${parts.hour}:${parts.minute} Uhr`;
}
