import { SAMPLE_PLACEHOLDER_VALUES } from '@mpb/emails';
import { describe, expect, it } from 'vitest';
import { fillTemplateHtml } from './fill-template-html';

const values = {
  ...SAMPLE_PLACEHOLDER_VALUES,
  cancel_url: 'mailto:info@example.de?subject=Stornierung%20Buchung%20BK-1',
};

describe(fillTemplateHtml.name, () => {
  it('makes {{cancel_url}} in text a link, but not a link inside a link', () => {
    expect(
      fillTemplateHtml(
        '<p>{{cancel_url}}</p><p><a href="{{ cancel_url }}"><strong>{{cancel_url}}</strong></a></p>',
        values,
      ),
    ).toBe(
      '<p><a href="mailto:info@example.de?subject=Stornierung%20Buchung%20BK-1">Stornierung anfragen</a></p>' +
        '<p><a href="mailto:info@example.de?subject=Stornierung%20Buchung%20BK-1"><strong>Stornierung anfragen</strong></a></p>',
    );
  });

  it('drops a link address whose scheme a value or an unknown placeholder would make', () => {
    const filled = fillTemplateHtml(
      '<a href="{{customer_name}}:x">a</a><a href="java{{nope}}script:alert(1)">b</a><a href=" {{course_title}}">c</a>',
      {
        ...values,
        customer_name: 'javascript',
      },
    );
    expect(filled).toBe('<a>a</a><a>b</a><a>c</a>');
  });

  it('escapes values for the attribute and style they land in', () => {
    const filled = fillTemplateHtml(
      '<p style="color:{{customer_name}}"><a href="https://example.de/?n={{customer_name}}" target="{{customer_name}}">x</a></p>',
      {
        ...values,
        customer_name: 'red;background:url(https://evil.example/)" onclick="alert(1)',
      },
    );
    expect(filled).not.toContain('onclick="');
    expect(filled).toContain('<p style="color:red">');
    expect(filled).toContain('target="red;background:url(https://evil.example/)&quot; onclick=&quot;alert(1)"');
    expect(filled).toContain(
      'href="https://example.de/?n=red%3Bbackground%3Aurl(https%3A%2F%2Fevil.example%2F)%22%20onclick%3D%22alert(1)"',
    );
  });
});
