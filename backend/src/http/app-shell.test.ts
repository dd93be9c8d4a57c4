// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderShell } from './app-shell';

const TEMPLATE = `<!doctype html><html lang="ko"><head><meta name="theme-color" content="#222222" /><title>공동구매몰</title></head><body></body></html>`;
const TENANT = { name: '한빛대학교', shopName: '한빛 생협몰', defaultTitle: '한빛 생협몰', themeColor: '#1d4ed8' };

describe('the app shell', () => {
  it('writes the tenant title, description and theme colour into the first HTML', () => {
    const html = renderShell(TEMPLATE, TENANT);
    expect(html).toContain('<title>한빛 생협몰</title>');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8"');
    expect(html).toMatch(/<meta name="description" content="한빛 생협몰: 한빛대학교 [^"]+" \/>/);
    expect(html).toContain('<link rel="stylesheet" href="/theme/1d4ed8.css" />');
  });

  it('escapes tenant text and ignores a theme colour that is not a hex colour', () => {
    const html = renderShell(TEMPLATE, { ...TENANT, defaultTitle: '<b>몰</b>', themeColor: 'red;}body{x:y' });
    expect(html).toContain('<title>&lt;b&gt;몰&lt;/b&gt;</title>');
    expect(html).not.toContain('/theme/');
    expect(html).toContain('content="#222222"');
  });

  it('puts the first screen’s links in the head and its data block at the end of the body, tenant or not', () => {
    const extras = { headLinks: ['<link rel="modulepreload" href="/assets/a.js" />'], data: '<script type="application/json" id="first-screen">[]</script>' };
    for (const html of [renderShell(TEMPLATE, TENANT, extras), renderShell(TEMPLATE, null, extras)]) {
      expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/a.js" \/>\s*(<meta|<\/head>)/);
      expect(html).toMatch(/<body>\s*<script type="application\/json" id="first-screen">\[\]<\/script>\s*<\/body>/);
    }
  });

  it('answers the template unchanged when the tenant cannot be read', () => {
    expect(renderShell(TEMPLATE, null)).toBe(TEMPLATE);
  });
});
