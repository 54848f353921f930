import { waitlistOfferUrl, waitlistUnsubscribeUrl } from '@mpb/domain';
import { describe, expect, it } from 'vitest';
import { joinWaitlistSchema } from './dto/join-waitlist.dto';
import { describeCourse } from './waitlist-messages';

describe('waitlist links', () => {
  it('builds the unsubscribe and offer links on the public site', () => {
    expect(waitlistUnsubscribeUrl('https://www.example.de', 'abc-_1')).toBe(
      'https://www.example.de/waitlist-unsubscribe?token=abc-_1',
    );
    expect(waitlistOfferUrl('https://www.example.de', 'abc-_1')).toBe(
      'https://www.example.de/online-seminare?angebot=abc-_1',
    );
  });

  it("describes a course as '<title> am <dd.MM.yyyy>'", () => {
    expect(describeCourse({ title: 'Medizinprodukteberater Basiszertifizierung', date: '2026-12-15' })).toBe(
      'Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
  });
});

describe('joinWaitlistSchema', () => {
  const courseId = '6f1c2a52-7f0e-4f37-9d57-2b0f1c3e8a11';

  it('accepts the waitlist dialog call with a null phone and normalises the e-mail', () => {
    const parsed = joinWaitlistSchema.parse({
      courseId,
      customerName: 'Jörg Müller',
      customerEmail: ' Joerg@Example.DE ',
      customerPhone: null,
    });
    expect(parsed).toEqual({ courseId, customerName: 'Jörg Müller', customerEmail: 'joerg@example.de' });
  });

  it('cuts comments to 1000 characters instead of refusing them', () => {
    const parsed = joinWaitlistSchema.parse({
      courseId,
      customerEmail: 'a@example.de',
      customerComments: `  ${'ä'.repeat(1200)}`,
    });
    expect(parsed.customerComments).toHaveLength(1000);
  });

  it('names the field rules of 000 §5 in German', () => {
    const result = joinWaitlistSchema.safeParse({
      courseId,
      customerEmail: '',
      customerName: 'X',
      customerPhone: '12',
      customerCompany: '#',
    });
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({
      customerEmail: 'E-Mail ist erforderlich',
      customerName: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
      customerPhone: 'Ungültige Telefonnummer',
      customerCompany: 'Ungültiger Firmenname',
    });
  });
});
