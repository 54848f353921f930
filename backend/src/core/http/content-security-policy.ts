import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
const JAVASCRIPT_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * The CSP source of each inline script of an HTML page (the browser hashes the text between the
 * tags, line breaks normalised). Scripts with `src` and data blocks such as JSON-LD need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || !JAVASCRIPT_TYPE.test(TYPE_ATTRIBUTE.exec(attributes)?.[1]?.trim() ?? ''))
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * One Content-Security-Policy for every answer. No inline script runs unless the page it is on
 * names its hash: the prerendered pages get theirs from `forPage`. Inline styles stay allowed, as
 * react-admin (emotion) and the queue dashboard set styles at run time.
 */
export class ContentSecurityPolicy {
  private readonly directives: [string, string[]][];

  constructor(config: AppConfig) {
    // Analytics (loaded by the site only after consent) may load its script and send its events.
    const analyticsOrigin = config.analyticsScriptUrl ? [new URL(config.analyticsScriptUrl).origin] : [];
    // A trainer photo the profile names by its https URL (a local one is served from here).
    const photo = config.site.trainer.photo;
    const photoOrigin = photo && !photo.file ? [new URL(photo.src).origin] : [];
    this.directives = [
      ['default-src', ["'self'"]],
      ['base-uri', ["'self'"]],
      ['script-src', ["'self'", ...analyticsOrigin]],
      ['script-src-attr', ["'none'"]],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      // Fonts only from this server: a font host would learn every visitor's address.
      ['font-src', ["'self'", 'data:']],
      ['img-src', ["'self'", 'data:', ...photoOrigin]],
      ['connect-src', ["'self'", ...analyticsOrigin]],
      ['form-action', ["'self'", 'https://checkout.stripe.com']],
      ['frame-ancestors', ["'self'"]],
      ['object-src', ["'none'"]],
      ...(config.environment === 'production' ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
    ];
  }

  /** The header value, allowing these extra script sources (hashes) besides the site's own files. */
  header(scriptSources: readonly string[] = []): string {
    return this.directives
      .map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? scriptSources : [])].join(' '))
      .join('; ');
  }

  /** The header for an HTML page: its own inline scripts run, no other. */
  forPage(html: string): string {
    return this.header(inlineScriptHashes(html));
  }
}
