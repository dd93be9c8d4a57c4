import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import { safeUrl } from './sanitize-html';

afterEach(cleanup);

describe('product detail content', () => {
  it('keeps the allowed HTML and drops scripts, handlers and javascript: links', () => {
    const html =
      '<h2>사이즈 표</h2><p onclick="alert(1)">가슴 <strong>단면</strong></p><script>alert(1)</script>' +
      '<img src="/static/a.png" onerror="alert(1)" alt="실측"><a href="javascript:alert(1)">클릭</a>' +
      '<a href="https://example.com/size">사이즈 안내</a><iframe src="https://evil.test"></iframe>';
    const { container } = render(<RichText text={html} empty="없음" />);
    expect(container.querySelector('script, iframe, h2')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('사이즈 표');
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('단면');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/static/a.png');
    expect(image?.getAttribute('onerror')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, 'https://example.com/size']);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).not.toContain('alert');
  });

  it('shows plain text as paragraphs with its line breaks, markup-looking text included as text', () => {
    const { container } = render(<RichText text={'Q. 언제 와요?\nA. 다음 주에 와요.\n\n소재: 면 100%'} empty="없음" />);
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Q. 언제 와요?\nA. 다음 주에 와요.', '소재: 면 100%']);
  });

  it('says so when there is nothing to show', () => {
    const { container } = render(<RichText text="  " empty="상품 설명이 아직 없어요." />);
    expect(container.textContent).toBe('상품 설명이 아직 없어요.');
  });

  it('allows only same-site paths and web addresses', () => {
    expect(safeUrl('//evil.test/x.png', 'image')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBeNull();
    expect(safeUrl('tel:0421234567', 'link')).toBe('tel:0421234567');
    expect(safeUrl('tel:0421234567', 'image')).toBeNull();
  });
});
