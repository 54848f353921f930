import { describe, expect, it } from 'vitest';
import { previousMonth } from './InvoiceExportButton';

describe('the export period offered by default', () => {
  it('is the last calendar month, across a year and a leap day', () => {
    expect(previousMonth('2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
