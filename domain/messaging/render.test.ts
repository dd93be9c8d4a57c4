import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-html';
import { sendableAt } from './quiet-hours';
import { placeholdersOf, renderTemplate, TemplateVariablesError, withoutSecrets } from './render';
import { COMMON_VARIABLES, MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_KEYS } from './templates';

const common = { name: '김한빛', shopName: '한빛대 생협 굿즈샵' };

describe('message templates', () => {
  it('use every variable they declare and declare every variable their fixed text uses', () => {
    for (const key of MESSAGE_TEMPLATE_KEYS) {
      const used = placeholdersOf(MESSAGE_TEMPLATES[key].text + MESSAGE_TEMPLATES[key].title);
      const declared: string[] = [...MESSAGE_TEMPLATES[key].variables, ...COMMON_VARIABLES];
      expect(used.filter((name) => !declared.includes(name)), key).toEqual([]);
      expect(MESSAGE_TEMPLATES[key].variables.filter((name) => !used.includes(name)), key).toEqual([]);
    }
  });

  it('refuse a variable the template does not declare, and a missing one', () => {
    const values = { ...common, productName: '과잠', productUrl: 'https://shop/products/1' };
    expect(renderTemplate('RESTOCKED', values)).toContain("'과잠' 상품이 다시 입고되었어요");
    expect(() => renderTemplate('RESTOCKED', { ...values, coupon: '10%' })).toThrow(TemplateVariablesError);
    const { productUrl: _left, ...missing } = values;
    expect(() => renderTemplate('RESTOCKED', missing)).toThrow(/missing productUrl/);
  });

  it('blank a reset link before it is stored', () => {
    expect(withoutSecrets('PASSWORD_RESET', { resetUrl: 'https://shop/reset?code=SECRET' }).resetUrl).not.toContain('SECRET');
  });

  it('render an e-mail with the text, an escaped body and the link as a button', () => {
    const mail = renderEmail('REVIEW_REJECTED', { ...common, productName: '<후드>', feedback: '사진을 확인해 주세요.' });
    expect(mail.subject).toBe('[한빛대 생협 굿즈샵] 후기 반려 안내');
    expect(mail.text).toContain('사유: 사진을 확인해 주세요.');
    expect(mail.html).toContain('&lt;후드&gt;');
    expect(mail.html).not.toContain('<후드>');
  });
});

describe('quiet hours', () => {
  it('hold marketing from 21:00 to 08:00 in Korea and never transactional messages', () => {
    const at = (iso: string) => sendableAt('MARKETING', new Date(iso)).toISOString();
    expect(at('2026-11-26T11:59:00Z')).toBe('2026-11-26T11:59:00.000Z'); // 20:59 KST
    expect(at('2026-11-26T12:00:00Z')).toBe('2026-11-26T23:00:00.000Z'); // 21:00 KST -> 08:00
    expect(at('2026-11-26T18:00:00Z')).toBe('2026-11-26T23:00:00.000Z'); // 03:00 KST
    expect(at('2026-11-26T23:00:00Z')).toBe('2026-11-26T23:00:00.000Z'); // 08:00 KST
    expect(sendableAt('TRANSACTIONAL', new Date('2026-11-26T13:00:00Z')).toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });
});
