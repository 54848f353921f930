import type { CSSProperties } from 'react';

/** Brand palette: deep medical blue with a teal accent, on a cool grey page. */
export const colors = {
  brandDark: '#0b4a63',
  brand: '#0e7490',
  accent: '#14b8a6',
  brandTint: '#e6f4f8',
  page: '#eef3f6',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#5b6b7b',
  border: '#d8e2e8',
  warningTint: '#fff7e6',
  warning: '#b45309',
  successTint: '#ecfdf5',
  success: '#047857',
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const contentPadding = '0 28px';

export const linkStyle: CSSProperties = {
  color: colors.brand,
  textDecoration: 'underline',
};
