import { describe, expect, it } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import { cleanProductDetail } from '../../../../domain/catalog/rich-text-policy';

describe('cleanProductDetail', () => {
  const clean = (text: string) => cleanProductDetail({ story: text, info: '', faq: '' }, sanitizeHtml).story;

  it('drops scripts, handlers and javascript: links but keeps the allowed markup', () => {
    expect(clean('<p onclick="x()">안녕<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a>')).toBe('<p>안녕</p><a>링크</a>');
    expect(clean('<img src="https://cdn.example/a.png" onerror="x()">')).toBe('<img src="https://cdn.example/a.png" />');
  });

  it('keeps plain text as typed', () => {
    expect(clean('  Q. 3 < 5 인가요?\nA. 네 \n')).toBe('Q. 3 < 5 인가요?\nA. 네');
  });
});
