import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

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

export const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const contentPadding = '0 28px';

export const linkStyle: CSSProperties = {
  color: colors.brand,
  textDecoration: 'underline',
};

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={headingStyle}>
      {children}
    </Heading>
  );
}

export function EmailSubheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={subheadingStyle}>
      {children}
    </Heading>
  );
}

export function EmailParagraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? mutedParagraphStyle : paragraphStyle}>{children}</Text>;
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={buttonSectionStyle}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
    </Section>
  );
}

/** The raw link under a button, for clients that block buttons. */
export function FallbackLink({ href }: { href: string }) {
  return (
    <Text style={fallbackStyle}>
      Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:
      <br />
      <Link href={href} style={{ ...linkStyle, wordBreak: 'break-all' }}>
        {href}
      </Link>
    </Text>
  );
}

export interface DetailRow {
  label: string;
  value: ReactNode;
}

export function DetailTable({ rows }: { rows: DetailRow[] }) {
  return (
    <Section style={detailSectionStyle}>
      <table
        className="mpb-details"
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <tbody>
          {rows.map((row, index) => {
            const border = index === rows.length - 1 ? 'none' : `1px solid ${colors.border}`;
            return (
              <tr key={row.label}>
                <td className="mpb-detail-label" style={{ ...detailLabelStyle, borderBottom: border }}>
                  {row.label}
                </td>
                <td style={{ ...detailValueStyle, borderBottom: border }}>{row.value}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

export type NoticeTone = 'info' | 'warning' | 'success';

const noticeTones: Record<NoticeTone, { background: string; border: string }> = {
  info: { background: colors.brandTint, border: colors.brand },
  warning: { background: colors.warningTint, border: colors.warning },
  success: { background: colors.successTint, border: colors.success },
};

export function NoticeBox({
  title,
  tone = 'info',
  children,
}: {
  title?: string;
  tone?: NoticeTone;
  children: ReactNode;
}) {
  const palette = noticeTones[tone];
  return (
    <Section
      style={{
        backgroundColor: palette.background,
        borderLeft: `4px solid ${palette.border}`,
        borderRadius: '6px',
        margin: '24px 0',
        padding: '4px 18px',
      }}
    >
      {title ? <Text style={{ ...noticeTitleStyle, color: palette.border }}>{title}</Text> : null}
      <div style={noticeBodyStyle}>{children}</div>
    </Section>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul style={listStyle}>
      {items.map((item, index) => (
        <li key={index} style={listItemStyle}>
          {item}
        </li>
      ))}
    </ul>
  );
}

const headingStyle: CSSProperties = {
  color: colors.brandDark,
  fontSize: '24px',
  lineHeight: '32px',
  fontWeight: 700,
  margin: '32px 0 16px',
};

const subheadingStyle: CSSProperties = {
  color: colors.brandDark,
  fontSize: '18px',
  lineHeight: '26px',
  fontWeight: 700,
  margin: '28px 0 8px',
};

const paragraphStyle: CSSProperties = {
  color: colors.text,
  fontSize: '16px',
  lineHeight: '26px',
  margin: '0 0 16px',
};

const mutedParagraphStyle: CSSProperties = {
  ...paragraphStyle,
  color: colors.muted,
  fontSize: '14px',
  lineHeight: '22px',
};

const buttonSectionStyle: CSSProperties = { margin: '8px 0 24px', textAlign: 'center' };

const buttonStyle: CSSProperties = {
  backgroundColor: colors.brand,
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 700,
  lineHeight: '24px',
  padding: '14px 28px',
  textDecoration: 'none',
  display: 'inline-block',
};

const fallbackStyle: CSSProperties = { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 16px' };

const detailSectionStyle: CSSProperties = {
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  margin: '8px 0 24px',
  padding: '4px 16px',
};

const detailLabelStyle: CSSProperties = {
  color: colors.muted,
  fontSize: '14px',
  lineHeight: '20px',
  padding: '10px 12px 10px 0',
  verticalAlign: 'top',
  width: '38%',
};

const detailValueStyle: CSSProperties = {
  color: colors.text,
  fontSize: '15px',
  fontWeight: 600,
  lineHeight: '20px',
  padding: '10px 0',
  verticalAlign: 'top',
};

const noticeTitleStyle: CSSProperties = { fontSize: '15px', fontWeight: 700, lineHeight: '22px', margin: '12px 0 4px' };

const noticeBodyStyle: CSSProperties = {
  color: colors.text,
  fontSize: '15px',
  lineHeight: '23px',
  paddingBottom: '10px',
};

const listStyle: CSSProperties = { margin: '0 0 16px', paddingLeft: '22px' };

const listItemStyle: CSSProperties = { color: colors.text, fontSize: '15px', lineHeight: '23px', margin: '0 0 8px' };
