import { afterEach, describe, expect, it, vi } from 'vitest';

const FORMATS = ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules'] as const;
const originals = Object.fromEntries(FORMATS.map((name) => [name, Intl[name]]));

describe('importing the shared rules', () => {
  afterEach(() => {
    Object.assign(Intl, originals);
  });

  // A browser builds its first number or date format with its whole ICU library, tens of
  // milliseconds on a phone: no page should spend them before it shows a price or a date.
  it('builds no number or date format', async () => {
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
    expect(built).toContain('NumberFormat');
  });
});
