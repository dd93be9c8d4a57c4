// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderShell } from './app-shell';

const TEMPLATE = `<!doctype html><html lang="ko"><head><meta name="theme-color" content="#222222" /><title>공동구매몰</title></head><body></body></html>`;
const TENANT = { name: '한빛대학교', shopName: '한빛 생협몰', defaultTitle: '한빛 생협몰', themeColor: '#1d4ed8' };

describe('the app shell', () => {
  it('writes the tenant title, description and theme colour into the first HTML', () => {
    const { html, styleHash } = renderShell(TEMPLATE, TENANT);
    expect(html).toContain('<title>한빛 생협몰</title>');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8"');
    expect(html).toMatch(/<meta name="description" content="한빛 생협몰: 한빛대학교 [^"]+" \/>/);
    expect(html).toContain('<style>:root{--color-primary:#1d4ed8;--color-on-primary:#ffffff}</style>');
    expect(styleHash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('escapes tenant text and ignores a theme colour that is not a hex colour', () => {
    const { html, styleHash } = renderShell(TEMPLATE, { ...TENANT, defaultTitle: '<b>몰</b>', themeColor: 'red;}body{x:y' });
    expect(html).toContain('<title>&lt;b&gt;몰&lt;/b&gt;</title>');
    expect(html).not.toContain('<style>');
    expect(html).toContain('content="#222222"');
    expect(styleHash).toBeNull();
  });

  it('answers the template unchanged when the tenant cannot be read', () => {
    expect(renderShell(TEMPLATE, null)).toEqual({ html: TEMPLATE, styleHash: null });
  });
});
