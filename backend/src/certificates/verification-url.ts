/** The public page that verifies a certificate, as printed on it and its QR code. */
export function verificationUrl(siteUrl: string, number: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/zertifikat/${number}`;
}
