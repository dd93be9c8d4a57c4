import { createElement, type ReactNode } from 'react';

/**
 * Staff write product pages as plain text or as HTML pasted from an editor. HTML is never put in
 * the page as markup: it is parsed in an inert document (DOMParser runs no scripts and loads
 * nothing) and rebuilt as React elements from an allow-list of tags and attributes, so a
 * `<script>`, an `onerror` or a `javascript:` link cannot survive.
 */

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote', 'hr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img', 'a', 'h3', 'h4',
]);

/** Dropped with everything inside them: their text is code or chrome, not content. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form', 'head', 'title', 'link', 'meta', 'button', 'select', 'textarea', 'input']);

/** The page's own heading levels stay intact: the product's name is the h1 and sections are h2. */
const HEADINGS: Record<string, string> = { h1: 'h3', h2: 'h3', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

/** Same-site paths and http(s) addresses only (links may also dial or mail). */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const allowed = kind === 'link' ? ['http:', 'https:', 'mailto:', 'tel:'] : ['http:', 'https:'];
  try {
    return allowed.includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function attributesOf(element: Element, tag: string): Record<string, string> | null {
  const props: Record<string, string> = {};
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src' ? 'image' : 'link');
      if (url === null) continue;
      props[name] = url;
    } else {
      props[REACT_NAMES[name] ?? name] = value;
    }
  }
  if (tag === 'img') {
    if (!props.src) return null;
    props.alt ??= '';
    props.loading = 'lazy';
    props.decoding = 'async';
  }
  if (tag === 'a' && props.href && /^https?:/i.test(props.href)) {
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
  }
  return props;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const name = element.tagName.toLowerCase();
  if (DROPPED.has(name)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  const tag = HEADINGS[name] ?? name;
  // An unknown wrapper (font, center, section…) keeps its content without its own behaviour.
  if (!TAGS.has(tag)) return children;
  const props = attributesOf(element, tag);
  if (props === null) return null;
  if (tag === 'br' || tag === 'hr' || tag === 'img') return createElement(tag, { key, ...props });
  return createElement(tag, { key, ...props }, ...children);
}

/** The HTML as React elements, or null where the environment cannot parse HTML. */
export function sanitizedHtml(html: string): ReactNode {
  if (typeof DOMParser === 'undefined') return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (child, index) => convert(child, String(index)));
}
