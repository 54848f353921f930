import { CURRENT_TERMS_VERSION, siteSettingsFrom } from '@mpb/domain';
import { describe, expect, it } from 'vitest';
import { acceptedTerms, termsAttachment } from './terms-attachment';

describe('termsAttachment', () => {
  const operator = siteSettingsFrom({});
  const other = siteSettingsFrom({ SITE_COMPANY: 'Andere Beratung GmbH' });

  it('renders a version once for an operator, and apart for another operator', async () => {
    const first = termsAttachment(acceptedTerms(null, operator), operator);
    expect(termsAttachment(acceptedTerms(null, operator), operator)).toBe(first);

    const ours = await first;
    const theirs = await termsAttachment(acceptedTerms(null, other), other);
    expect(ours.filename).toBe('AGB-und-Widerrufsbelehrung.pdf');
    expect(Buffer.from(ours.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(theirs.content).not.toBe(ours.content);
  });

  it('keeps the accepted document per operator and version, with the operator in its text', () => {
    const ours = acceptedTerms(null, operator);
    expect(acceptedTerms(CURRENT_TERMS_VERSION, operator)).toBe(ours);
    const theirs = acceptedTerms(null, other);
    expect(theirs).not.toBe(ours);
    expect(JSON.stringify(theirs)).toContain('Andere Beratung GmbH');
    expect(JSON.stringify(ours)).not.toContain('Andere Beratung GmbH');
    expect(() => acceptedTerms('1999-01-01', operator)).toThrow('terms version 1999-01-01 is not known');
  });
});
