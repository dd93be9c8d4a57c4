import { createElement, type ReactNode } from 'react';
import {
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED,
  RICH_TEXT_HEADINGS,
  RICH_TEXT_TAGS,
} from '../../../../../domain/catalog/rich-text-policy';

/**
 * Staff write product pages as plain text or as HTML pasted from an editor. HTML is never put in
 * the page as markup: it is parsed in an inert document (DOMParser runs no scripts and loads
 * nothing) and rebuilt as React elements from an allow-list of tags and attributes, so a
 * `<script>`, an `onerror` or a `javascript:` link cannot survive.
 */

const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const DROPPED: ReadonlySet<string> = new Set(RICH_TEXT_DROPPED);
const HEADINGS = RICH_TEXT_HEADINGS;
const ALLOWED_ATTRIBUTES = RICH_TEXT_ATTRIBUTES;

const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

/** Same-site paths and http(s) addresses only (links may also dial or mail). */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const allowed: readonly string[] = (kind === 'link' ? LINK_SCHEMES : IMAGE_SCHEMES).map((scheme) => `${scheme}:`);
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
