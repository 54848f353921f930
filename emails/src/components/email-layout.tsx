import { SITE_PATHS } from '@mpb/domain';
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { DEFAULT_OPERATOR, PRODUCT_NAME, siteLink, telephoneHref, type SiteInfo } from '../site';
import { colors, contentPadding, fontFamily, linkStyle } from './blocks';

export interface EmailLayoutProps {
  /** Inbox preview line. */
  preview: string;
  site: SiteInfo;
  /** Only for marketing and waitlist mail: renders the unsubscribe block. */
  unsubscribeUrl?: string;
  /** Why the recipient gets this mail, shown above the unsubscribe link. */
  unsubscribeReason?: string;
  children: ReactNode;
}

/** CSS class the head styles use for admin-authored bodies. */
const STORED_TEMPLATE_CLASS = 'mpb-stored';

const headCss = `
  .${STORED_TEMPLATE_CLASS} p { margin: 0 0 16px; }
  .${STORED_TEMPLATE_CLASS} h1, .${STORED_TEMPLATE_CLASS} h2, .${STORED_TEMPLATE_CLASS} h3 { color: ${colors.brandDark}; margin: 0 0 12px; }
  .${STORED_TEMPLATE_CLASS} a { color: ${colors.brand}; }
  @media only screen and (max-width: 480px) {
    .mpb-content { padding: 0 18px !important; }
    .mpb-header { padding: 20px 18px !important; }
    .mpb-footer { padding: 20px 18px !important; }
  }
`;

/**
 * How EmailLayout renders (mail-shell.ts): without a provider the whole mail; given a function only
 * its content, its other props handed to the function; given 'shell' the layout alone, with a
 * marker in each place a mail fills in.
 */
export const LayoutRenderingContext = createContext<
  ((layout: Omit<EmailLayoutProps, 'children'>) => void) | 'shell' | null
>(null);

export const SHELL_MARKERS = {
  preview: '\u0001preview\u0001',
  content: '\u0001content\u0001',
  unsubscribe: '\u0001unsubscribe\u0001',
} as const;

export function EmailLayout({ preview, site, unsubscribeUrl, unsubscribeReason, children }: EmailLayoutProps) {
  const rendering = useContext(LayoutRenderingContext);
  if (typeof rendering === 'function') {
    rendering({ preview, site, unsubscribeUrl, unsubscribeReason });
    return children;
  }
  const shell = rendering === 'shell';
  return (
    <Html lang="de" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <style>{headCss}</style>
      </Head>
      {/* Preview must stay inside Body: between head and body some providers drop the whole body. */}
      <Body style={bodyStyle}>
        {shell ? SHELL_MARKERS.preview : <Preview>{preview}</Preview>}
        <Container style={containerStyle}>
          <BrandHeader />
          <Section className="mpb-content" style={{ padding: contentPadding }}>
            {shell ? SHELL_MARKERS.content : children}
          </Section>
          <ContactFooter site={site} />
          {shell ? (
            SHELL_MARKERS.unsubscribe
          ) : unsubscribeUrl ? (
            <UnsubscribeBlock url={unsubscribeUrl} reason={unsubscribeReason} />
          ) : null}
        </Container>
        <LegalLine site={site} />
      </Body>
    </Html>
  );
}

/**
 * An admin-authored HTML body from the template editor. The HTML is trusted
 * admin content; placeholder values in it must already be escaped.
 */
export function StoredTemplateBody({ html }: { html: string }) {
  return <div className={STORED_TEMPLATE_CLASS} style={storedBodyStyle} dangerouslySetInnerHTML={{ __html: html }} />;
}

function BrandHeader() {
  return (
    <Section className="mpb-header" style={headerStyle}>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            <td style={logoBadgeCellStyle}>
              <div className="mpb-logo-badge" style={logoBadgeStyle}>
                MP
              </div>
            </td>
            <td style={{ paddingLeft: '12px', verticalAlign: 'middle' }}>
              <Text style={productNameStyle}>{PRODUCT_NAME}</Text>
              <Text style={taglineStyle}>Professionelle Online-Schulung · Qualifizierte Zertifikate</Text>
            </td>
          </tr>
        </tbody>
      </table>
    </Section>
  );
}

function ContactFooter({ site }: { site: SiteInfo }) {
  return (
    <Section className="mpb-footer" style={footerStyle}>
      <Text style={footerTitleStyle}>Fragen? Wir sind gerne für Sie da.</Text>
      <Text style={footerTextStyle}>
        Telefon:{' '}
        <Link className="mpb-contact-link" href={telephoneHref(site.phone)} style={footerLinkStyle}>
          {site.phone}
        </Link>
        <br />
        E-Mail:{' '}
        <Link className="mpb-contact-link" href={`mailto:${site.email}`} style={footerLinkStyle}>
          {site.email}
        </Link>
      </Text>
    </Section>
  );
}

export function UnsubscribeBlock({ url, reason }: { url: string; reason?: string }) {
  return (
    <Section className="mpb-footer" style={unsubscribeStyle}>
      <Text style={unsubscribeTextStyle}>
        {reason ?? 'Sie erhalten diese E-Mail, weil Sie sich bei uns eingetragen haben.'} Sie möchten keine weiteren
        E-Mails dieser Art erhalten?{' '}
        <Link href={url} style={linkStyle}>
          Hier abmelden
        </Link>
      </Text>
    </Section>
  );
}

function LegalLine({ site }: { site: SiteInfo }) {
  const legalLinks = [
    { label: 'Impressum', path: SITE_PATHS.imprint },
    { label: 'Datenschutz', path: SITE_PATHS.privacy },
    { label: 'AGB', path: SITE_PATHS.terms },
  ];
  return (
    <Section style={legalSectionStyle}>
      <Text style={legalTextStyle}>{site.operator?.trim() || DEFAULT_OPERATOR}</Text>
      <Text style={legalTextStyle}>
        {legalLinks.map((link, index) => (
          <span key={link.path}>
            {index > 0 ? ' · ' : ''}
            <Link href={siteLink(site, link.path)} style={legalLinkStyle}>
              {link.label}
            </Link>
          </span>
        ))}
      </Text>
    </Section>
  );
}

const storedBodyStyle: CSSProperties = {
  color: colors.text,
  fontSize: '16px',
  lineHeight: '26px',
  padding: '28px 0 8px',
};

const bodyStyle: CSSProperties = {
  backgroundColor: colors.page,
  fontFamily,
  margin: 0,
  padding: '24px 8px',
};

const containerStyle: CSSProperties = {
  backgroundColor: colors.card,
  border: `1px solid ${colors.border}`,
  borderRadius: '10px',
  maxWidth: '600px',
  overflow: 'hidden',
  width: '100%',
};

const headerStyle: CSSProperties = {
  backgroundColor: colors.brandDark,
  borderBottom: `4px solid ${colors.accent}`,
  padding: '22px 28px',
};

const logoBadgeCellStyle: CSSProperties = { verticalAlign: 'middle', width: '44px' };

const logoBadgeStyle: CSSProperties = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  color: colors.brandDark,
  fontSize: '17px',
  fontWeight: 800,
  height: '44px',
  letterSpacing: '0.5px',
  lineHeight: '44px',
  textAlign: 'center',
  width: '44px',
};

const productNameStyle: CSSProperties = {
  color: '#ffffff',
  fontSize: '18px',
  fontWeight: 700,
  lineHeight: '24px',
  margin: 0,
};

const taglineStyle: CSSProperties = { color: '#b9e6ee', fontSize: '13px', lineHeight: '18px', margin: '2px 0 0' };

const footerStyle: CSSProperties = {
  backgroundColor: colors.brandTint,
  borderTop: `1px solid ${colors.border}`,
  marginTop: '12px',
  padding: '20px 28px',
};

const footerTitleStyle: CSSProperties = {
  color: colors.brandDark,
  fontSize: '15px',
  fontWeight: 700,
  lineHeight: '22px',
  margin: '0 0 4px',
};

const footerTextStyle: CSSProperties = { color: colors.text, fontSize: '14px', lineHeight: '22px', margin: 0 };

const footerLinkStyle: CSSProperties = { color: colors.brand, fontWeight: 600, textDecoration: 'none' };

const unsubscribeStyle: CSSProperties = { borderTop: `1px solid ${colors.border}`, padding: '16px 28px' };

const unsubscribeTextStyle: CSSProperties = { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: 0 };

const legalSectionStyle: CSSProperties = { maxWidth: '600px', padding: '16px 12px 0', textAlign: 'center' };

const legalTextStyle: CSSProperties = { color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 4px' };

const legalLinkStyle: CSSProperties = { color: colors.muted, textDecoration: 'underline' };
