import { describe, expect, it } from 'vitest';
import { onColor } from '../../../domain/content/theme-contrast';
import { applyThemeColor } from './theme';

describe('theme colour', () => {
  it('picks white text on a dark theme colour and dark text on a pale one', () => {
    expect(onColor('#1e4fa3')).toBe('#ffffff');
    expect(onColor('#000')).toBe('#ffffff');
    expect(onColor('#ffe066')).toBe('#111111');
    expect(onColor('#FFFFFF')).toBe('#111111');
  });

  it('sets the custom properties and the browser chrome colour from the tenant colour', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#222222">';
    const root = document.createElement('div');

    expect(applyThemeColor('#8a1538', root)).toBe(true);

    expect(root.style.getPropertyValue('--color-primary')).toBe('#8a1538');
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--color-primary-text')).toBe('#8a1538');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#8a1538');
  });

  it('keeps a pale colour for the header but gives text in it a darker shade that passes AA', () => {
    const root = document.createElement('div');
    applyThemeColor('#ffe066', root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#ffe066');
    expect(root.style.getPropertyValue('--color-primary-text')).not.toBe('#ffe066');
  });

  it('ignores a value that is not a hex colour', () => {
    const root = document.createElement('div');
    expect(applyThemeColor('red; background: url(x)', root)).toBe(false);
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
  });
});
