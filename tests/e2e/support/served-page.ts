import { expect } from 'vitest';
import type { TestApp } from '../../support/app';

/** The page as a crawler gets it: no JavaScript. */
export async function servedHtml(app: TestApp, path: string, status = 200): Promise<string> {
  const response = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status, path).toBe(status);
  return response.text();
}

/** The text a reader sees, entities decoded, tags, scripts and comments gone, spaces ordinary. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
