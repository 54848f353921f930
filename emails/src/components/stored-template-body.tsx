import type { CSSProperties } from 'react';
import { colors } from './theme';

/** CSS class the layout's head styles use for admin-authored bodies (see email-layout). */
export const STORED_TEMPLATE_CLASS = 'mpb-stored';

/**
 * An admin-authored HTML body from the template editor. The HTML is trusted
 * admin content; placeholder values in it must already be escaped.
 */
export function StoredTemplateBody({ html }: { html: string }) {
  return <div className={STORED_TEMPLATE_CLASS} style={bodyStyle} dangerouslySetInnerHTML={{ __html: html }} />;
}

const bodyStyle: CSSProperties = {
  color: colors.text,
  fontSize: '16px',
  lineHeight: '26px',
  padding: '28px 0 8px',
};
