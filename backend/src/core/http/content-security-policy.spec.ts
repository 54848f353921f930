import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { ContentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes classic and module inline scripts once each, not scripts with src nor data blocks', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module" async="">import "/assets/a.js";</script>',
      '<script type="text/javascript">b()</script>',
      '<script src="/assets/c.js"></script>',
      '<script type="application/ld+json">{"@type":"Course"}</script>',
      '<script id="__UI_CONFIG__" type="application/json">{}</script>',
      '<SCRIPT>window.a = 1;</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('window.a = 1;'),
      hashOf('import "/assets/a.js";'),
      hashOf('b()'),
    ]);
  });

  it('hashes line breaks as the browser reads them', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc();</script>')).toEqual([hashOf('a();\nb();\nc();')]);
  });
});

describe('ContentSecurityPolicy', () => {
  it('allows no inline script and no outside font, and names a page its inline scripts', () => {
    const policy = new ContentSecurityPolicy(
      loadConfig({ ANALYTICS_SCRIPT_URL: 'https://analytics.example/js/script.js' }),
    );
    expect(policy.header()).toContain("script-src 'self' https://analytics.example;");
    expect(policy.header()).toContain("font-src 'self' data:;");
    expect(policy.header()).not.toContain('upgrade-insecure-requests');
    expect(policy.forPage('<script>go()</script>')).toContain(
      `script-src 'self' https://analytics.example ${hashOf('go()')};`,
    );
  });

  it("loads images from this server only, and from the trainer photo's origin when the profile names its URL", () => {
    expect(new ContentSecurityPolicy(loadConfig({})).header()).toContain("img-src 'self' data:;");
    const folder = mkdtempSync(join(tmpdir(), 'mpb-csp-'));
    try {
      const profile = join(folder, 'profil.md');
      writeFileSync(profile, '---\nname: A B\nphoto: https://bilder.example/a/b.jpg\n---\n## Biografie\nText.\n');
      expect(new ContentSecurityPolicy(loadConfig({ SITE_TRAINER_PROFILE: profile })).header()).toContain(
        "img-src 'self' data: https://bilder.example;",
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
