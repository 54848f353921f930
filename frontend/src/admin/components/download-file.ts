/**
 * Saves a file the server writes (a streamed CSV, the invoice export's ZIP) under the name it
 * suggests. A refusal throws the server's German message ('Keine Daten', ...).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : 'Export-Fehler');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(await response.blob()),
    download: name,
  });
  link.click();
  URL.revokeObjectURL(link.href);
}
