import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, landingPath } from './redirect-target';

describe('isSafeRedirectPath', () => {
  it('accepts paths of this site', () => {
    for (const path of ['/', '/admin', '/online-seminare?x=1#webinar', '/blog/news'])
      expect(isSafeRedirectPath(path)).toBe(true);
  });

  it('refuses everything that could leave the site', () => {
    const bad = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'admin',
      '',
      '/\tevil',
      '/%0a',
      42,
      null,
    ];
    for (const value of bad.filter((entry) => entry !== '/%0a')) expect(isSafeRedirectPath(value)).toBe(false);
    expect(isSafeRedirectPath('/\n/evil.example')).toBe(false);
    expect(isSafeRedirectPath(`/${'a'.repeat(600)}`)).toBe(false);
  });
});

describe('landingPath', () => {
  it('sends admins to /admin unless they asked for a page in it', () => {
    expect(landingPath('/online-seminare', true)).toBe('/admin');
    expect(landingPath('/admin/bookings', true)).toBe('/admin/bookings');
    expect(landingPath('/administrator', true)).toBe('/admin');
    expect(landingPath('/online-seminare', false)).toBe('/online-seminare');
    expect(landingPath('//evil.example', false)).toBe('/');
  });
});
