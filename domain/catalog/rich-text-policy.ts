/*
 * The allow-list of a product page's story, info and FAQ (docs/product-rules.md#products). The
 * server cleans HTML with it when staff save (sanitize-html, called by the backend and the mocked
 * API with this very policy), and the storefront rebuilds what it shows from the same lists, so
 * a stored page is safe twice over and both sides agree on what survives.
 */

export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote', 'hr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img', 'a', 'h3', 'h4',
] as const;

/** The page's own heading levels stay intact: the product's name is the h1 and sections are h2. */
export const RICH_TEXT_HEADINGS: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** Dropped with everything inside them: their text is code or chrome, not content. */
export const RICH_TEXT_DROPPED = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form', 'head', 'title',
  'link', 'meta', 'button', 'select', 'textarea', 'input',
] as const;

export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;

export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

/** The options of sanitize-html (its option names), as plain data. */
export const RICH_TEXT_POLICY = {
  allowedTags: [...RICH_TEXT_TAGS, ...Object.keys(RICH_TEXT_HEADINGS)],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROPPED],
  // Unknown wrappers (font, center, section…) keep their content without their own behaviour.
  disallowedTagsMode: 'discard' as const,
};

/**
 * Story, info or FAQ as stored: HTML through the policy, plain text untouched (so "3 < 5" and
 * line breaks survive), trimmed at the ends. `sanitize` is sanitize-html, passed in because
 * domain/ imports no HTML parser.
 */
export function cleanRichText(text: string, sanitize: (html: string, policy: typeof RICH_TEXT_POLICY) => string): string {
  const trimmed = text.trim();
  return looksLikeHtml(trimmed) ? sanitize(trimmed, RICH_TEXT_POLICY).trim() : trimmed;
}

export interface ProductDetailTexts {
  story: string;
  info: string;
  faq: string;
}

/** The three tabs of a product page, each cleaned as above. */
export function cleanProductDetail(detail: ProductDetailTexts, sanitize: (html: string, policy: typeof RICH_TEXT_POLICY) => string): ProductDetailTexts {
  return {
    story: cleanRichText(detail.story, sanitize),
    info: cleanRichText(detail.info, sanitize),
    faq: cleanRichText(detail.faq, sanitize),
  };
}
