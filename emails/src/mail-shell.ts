import { Preview } from '@react-email/components';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  EmailLayout,
  type EmailLayoutProps,
  LayoutRenderingContext,
  SHELL_MARKERS,
  UnsubscribeBlock,
} from './components/email-layout';
import { htmlToText } from './plain-text';
import type { SiteInfo } from './site';

export const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

type Layout = Omit<EmailLayoutProps, 'children'>;

/** The shared layout of every mail, rendered and turned into text once per site: all a mail adds is its own part. */
interface Shell {
  html: {
    /** The document up to the preview line. */
    start: string;
    /** The brand header, up to the mail's own part. */
    header: string;
    /** The contact footer, up to an unsubscribe block. */
    footer: string;
    /** The legal line and the document's end. */
    end: string;
  };
  text: { header: string; footer: string; legal: string };
}

const shells = new WeakMap<SiteInfo, Shell>();

function shellFor(site: SiteInfo): Shell {
  let shell = shells.get(site);
  if (!shell) {
    const whole = renderToStaticMarkup(
      createElement(
        LayoutRenderingContext.Provider,
        { value: 'shell' },
        createElement(EmailLayout, { site, preview: '', children: null }),
      ),
    );
    const [start, afterPreview] = whole.split(SHELL_MARKERS.preview);
    const [header, afterContent] = afterPreview.split(SHELL_MARKERS.content);
    const [footer, end] = afterContent.split(SHELL_MARKERS.unsubscribe);
    shell = {
      html: { start: `${XHTML_DOCTYPE}${start}`, header, footer, end },
      text: { header: htmlToText(start + header), footer: htmlToText(footer), legal: htmlToText(end) },
    };
    shells.set(site, shell);
  }
  return shell;
}

/**
 * A mail's HTML document and plain text, as React Email's render() and html-to-text make them
 * (mail-shell.spec.ts compares the two), in one synchronous pass: no mail suspends, and a stream
 * per mail cost a worker more CPU than the render itself. Only the mail's own part is rendered and
 * turned into text; the layout around it (EmailLayout) comes from its shell.
 */
export function renderMail(element: ReactElement): { html: string; text: string } {
  let layout: Layout | undefined;
  const capture = (props: Layout) => {
    layout = props;
  };
  const content = renderToStaticMarkup(createElement(LayoutRenderingContext.Provider, { value: capture }, element));
  if (!layout) {
    const html = `${XHTML_DOCTYPE}${content}`;
    return { html, text: htmlToText(html) };
  }
  const { site, preview, unsubscribeUrl, unsubscribeReason } = layout;
  const unsubscribe = unsubscribeUrl
    ? renderToStaticMarkup(createElement(UnsubscribeBlock, { url: unsubscribeUrl, reason: unsubscribeReason }))
    : '';
  const { html, text } = shellFor(site);
  return {
    html: `${html.start}${renderToStaticMarkup(createElement(Preview, null, preview))}${html.header}${content}${html.footer}${unsubscribe}${html.end}`,
    text: [text.header, htmlToText(content), text.footer, unsubscribe && htmlToText(unsubscribe), text.legal]
      .filter(Boolean)
      .join('\n\n'),
  };
}
