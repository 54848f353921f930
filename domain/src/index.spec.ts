import { afterEach, describe, expect, it, vi } from 'vitest';

const FORMATS = ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules'] as const;
const originals = Object.fromEntries(FORMATS.map((name) => [name, Intl[name]]));

describe('importing the shared rules', () => {
  afterEach(() => {
    Object.assign(Intl, originals);
  });

  // A browser builds its first number or date format with its whole ICU library, tens of
  // milliseconds on a desktop and more on a phone: the pages with course dates and prices build none.
  it('builds no number or date format, nor one to show euro prices and Berlin dates and times', async () => {
    const built: string[] = [];
    for (const name of FORMATS)
      Object.assign(Intl, {
        [name]: new Proxy(originals[name], {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    vi.resetModules();
    const domain = await import('./index');
    expect(built).toEqual([]);

    expect(domain.formatAmount(149_000)).toBe('1.490\u00a0€');
    expect(domain.formatLongDate('2026-12-15')).toBe('Dienstag, 15. Dezember 2026');
    expect(domain.formatShortDateTime('2026-07-01T22:15:00.000Z')).toBe('02.07.2026 um 00:15 Uhr');
    expect(domain.isOfferedAt({ date: '2026-03-29', start_time: '02:30' }, new Date('2026-03-29T00:59:59Z'))).toBe(
      true,
    );
    expect(domain.todayInBerlin(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(built).toEqual([]);

    // The count works: another currency is written by Intl.
    expect(domain.formatAmount(149_000, 'CHF')).toMatch(/^1\.490\sCHF$/);
    expect(built).toEqual(['NumberFormat', 'NumberFormat']);
  });
});
