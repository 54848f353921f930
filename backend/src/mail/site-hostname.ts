/** The host of the site's address, which names a mail's Message-ID and a calendar entry's UID; localhost if it has none. */
export function siteHostname(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'localhost';
  }
}
