import { describe, expect, it } from 'vitest';
import { findPlaceholders, PLACEHOLDER_NAMES, renderTemplateString, SAMPLE_PLACEHOLDER_VALUES } from './placeholders';

const values = { ...SAMPLE_PLACEHOLDER_VALUES, customer_name: 'Erika Mustermann', booking_id: 'BK-42' };

describe(renderTemplateString.name, () => {
  it('offers exactly the placeholder names of the spec', () => {
    expect([...PLACEHOLDER_NAMES]).toEqual([
      'customer_name',
      'booking_id',
      'course_title',
      'course_date',
      'course_time',
      'course_location',
      'amount',
      'cancel_url',
    ]);
  });

  it('fills placeholders with and without spaces inside the braces', () => {
    const result = renderTemplateString(
      '<p>Hallo {{customer_name}}, Buchung {{ booking_id }} am {{  course_date  }}.</p>',
      'Buchung {{booking_id}}: {{ course_title }}',
      values,
    );
    expect(result.html).toBe('<p>Hallo Erika Mustermann, Buchung BK-42 am Dienstag, 15. Dezember 2026.</p>');
    expect(result.subject).toBe('Buchung BK-42: Medizinprodukteberater Basiszertifizierung');
    expect(result.unknownPlaceholders).toEqual([]);
  });

  it('escapes values in the HTML but keeps them plain in the subject', () => {
    const result = renderTemplateString(
      '<p>{{customer_name}}</p><a href="{{cancel_url}}">x</a>',
      'Für {{customer_name}}',
      {
        ...values,
        customer_name: '<script>alert("x")</script> & Co',
        cancel_url: 'https://www.example.de/c?a=1&b="2"',
      },
    );
    expect(result.html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</p>' +
        '<a href="https://www.example.de/c?a=1&amp;b=&quot;2&quot;">x</a>',
    );
    expect(result.html).not.toContain('<script>');
    expect(result.subject).toBe('Für <script>alert("x")</script> & Co');
  });

  it('reports unknown placeholders once and never sends them raw', () => {
    const result = renderTemplateString(
      '<p>{{ voucher_code }} {{customer_name}} {{voucher_code}} {{Customer_Name}} {{}}</p>',
      'Hallo {{ first_name }}',
      values,
    );
    expect(result.unknownPlaceholders).toEqual(['voucher_code', 'Customer_Name', '', 'first_name']);
    expect(result.html).toBe('<p> Erika Mustermann   </p>');
    expect(result.subject).toBe('Hallo');
    expect(result.html).not.toContain('{{');
  });

  it('removes line breaks from the subject so no header can be injected', () => {
    const result = renderTemplateString('', 'Buchung {{customer_name}}', {
      ...values,
      customer_name: 'Erika\r\nBcc: attacker@example.com',
    });
    expect(result.subject).toBe('Buchung Erika Bcc: attacker@example.com');
  });
});

describe(findPlaceholders.name, () => {
  it('lists each placeholder once in order', () => {
    expect(findPlaceholders('{{ amount }} {{course_title}} {{amount}}')).toEqual(['amount', 'course_title']);
  });
});
