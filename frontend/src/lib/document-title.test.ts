import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const settings = { defaultTitle: '한빛대 단체복 공동구매몰', titleTemplate: '%s | 한빛대 굿즈샵' };

describe('documentTitle', () => {
  it('uses the default title for a page without its own title', () => {
    expect(documentTitle(settings)).toBe('한빛대 단체복 공동구매몰');
    expect(documentTitle(settings, '  ')).toBe('한빛대 단체복 공동구매몰');
  });

  it('puts the page title into the template placeholder', () => {
    expect(documentTitle(settings, '장바구니')).toBe('장바구니 | 한빛대 굿즈샵');
  });

  it('keeps the page title when the template has no placeholder', () => {
    expect(documentTitle({ ...settings, titleTemplate: '굿즈샵 -' }, '장바구니')).toBe('굿즈샵 - 장바구니');
  });
});
