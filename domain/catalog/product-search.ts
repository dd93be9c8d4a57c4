/**
 * Korean-aware product search keys (docs/product-rules.md#search, ADR 0058).
 *
 * The shop's PostgreSQL runs with the C locale, where pg_trgm sees no word characters in Hangul
 * (`show_trgm('과잠')` is empty). So a product's searchable text is stored three ways, each made
 * only of ASCII letters and digits that pg_trgm can index:
 * - `text`: the text lower-cased with its Hangul removed (Latin words and numbers: "coop", "2026");
 * - `jamo`: the Hangul spelled as basic jamo, one ASCII letter each (과잠 → ㄱㅗㅏㅈㅏㅁ → "goajam"),
 *   so a query typed half-way ("후ㄷ") or with one wrong vowel ("맨투멘") still shares most trigrams;
 * - `initials`: the initial consonant (초성) of each syllable (과잠 → ㄱㅈ → "gj").
 * The backend (SQL over these columns) and the mocked API (`matchesSearch`) decide with these keys.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/** Basic jamo → one ASCII letter; compound jamo are spelled as their basic parts below. */
const LETTER: Record<string, string> = {
  ㄱ: 'g', ㄴ: 'n', ㄷ: 'd', ㄹ: 'r', ㅁ: 'm', ㅂ: 'b', ㅅ: 's', ㅇ: 'z', ㅈ: 'j', ㅊ: 'c', ㅋ: 'k', ㅌ: 't', ㅍ: 'p', ㅎ: 'h',
  ㅏ: 'a', ㅑ: 'q', ㅓ: 'e', ㅕ: 'f', ㅗ: 'o', ㅛ: 'y', ㅜ: 'u', ㅠ: 'v', ㅡ: 'w', ㅣ: 'i',
};

const COMPOUND: Record<string, string> = {
  ㄲ: 'ㄱㄱ', ㄸ: 'ㄷㄷ', ㅃ: 'ㅂㅂ', ㅆ: 'ㅅㅅ', ㅉ: 'ㅈㅈ',
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
  ㅐ: 'ㅏㅣ', ㅒ: 'ㅑㅣ', ㅔ: 'ㅓㅣ', ㅖ: 'ㅕㅣ', ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅏㅣ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅓㅣ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
};

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

const isSyllable = (code: number) => code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
/** Compatibility jamo typed on their own (ㄱ-ㅣ), as in a 초성 query. */
const isJamo = (char: string) => LETTER[char] !== undefined || COMPOUND[char] !== undefined;

function spell(jamo: string): string {
  return [...(COMPOUND[jamo] ?? jamo)].map((part) => LETTER[part] ?? '').join('');
}

/** 과 → [ㄱ, ㅘ, ''] */
function decompose(code: number): [string, string, string] {
  const offset = code - SYLLABLE_FIRST;
  return [INITIALS[Math.floor(offset / 588)]!, MEDIALS[Math.floor((offset % 588) / 28)]!, FINALS[offset % 28]!];
}

interface SearchKeys {
  text: string;
  jamo: string;
  initials: string;
}

const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The three keys of a text (a product's name, tags and category names, or a query). */
export function searchKeys(value: string): SearchKeys {
  let text = '';
  let jamo = '';
  let initials = '';
  for (const char of value.normalize('NFC').toLowerCase()) {
    const code = char.codePointAt(0)!;
    if (isSyllable(code)) {
      const [initial, medial, final] = decompose(code);
      jamo += spell(initial) + spell(medial) + spell(final);
      initials += spell(initial);
      text += ' ';
    } else if (isJamo(char)) {
      jamo += spell(char);
      initials += spell(char);
      text += ' ';
    } else if (/[a-z0-9]/.test(char)) {
      text += char;
      jamo += ' ';
      initials += ' ';
    } else {
      text += ' ';
      jamo += ' ';
      initials += ' ';
    }
  }
  // Initials run together: "ㄱㅈ" is looked for across the whole text, as shops do.
  return { text: tidy(text), jamo: tidy(jamo), initials: initials.replace(/ /g, '') };
}

/** A query of lone consonants only (ㄱㅈ, ㅎㄷ): a 초성 search. */
function isInitialsQuery(query: string): boolean {
  const letters = [...query.replace(/\s+/g, '')];
  return letters.length > 0 && letters.every((char) => INITIALS.includes(char) || /[ㄳㄵㄶㄺ-ㅀㅄ]/.test(char));
}

/** The longest query the search takes; longer input is cut, not refused. */
const SEARCH_QUERY_MAX = 40;

/** The query as the search uses it, or null when nothing searchable is left. */
export function normaliseSearchQuery(query: string | null | undefined): string | null {
  const value = tidy((query ?? '').normalize('NFC')).slice(0, SEARCH_QUERY_MAX);
  const keys = searchKeys(value);
  return keys.text || keys.jamo ? value : null;
}

/** pg_trgm's default `word_similarity_threshold`; the mocked API uses the same bar. */
const TYPO_SIMILARITY = 0.6;

/** What one query word must match: an initials key, or a Latin/number key and a jamo key. */
interface SearchTerm {
  kind: 'initials' | 'text' | 'jamo';
  key: string;
}

/**
 * The query split into terms; every term must match (AND). Initials terms match as substrings of
 * the initials key; jamo terms as substrings or by trigram word similarity (typos); text terms as
 * substrings of the text key.
 */
export function searchTerms(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const word of tidy(query.normalize('NFC')).split(' ')) {
    if (!word) continue;
    if (isInitialsQuery(word)) {
      terms.push({ kind: 'initials', key: searchKeys(word).initials });
      continue;
    }
    const keys = searchKeys(word);
    for (const key of keys.text.split(' ')) if (key) terms.push({ kind: 'text', key });
    for (const key of keys.jamo.split(' ')) if (key) terms.push({ kind: 'jamo', key });
  }
  return terms;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return set;
}

/**
 * pg_trgm's `word_similarity(query, text)` for one-word queries: the best share of the query's
 * trigrams found in a word of the text (pg_trgm also scores partial extents; for single words
 * made of ASCII letters this is the same bar in the cases the shop meets).
 */
function wordSimilarity(query: string, text: string): number {
  const wanted = trigrams(query);
  let best = 0;
  for (const word of text.split(' ')) {
    const found = trigrams(word);
    let shared = 0;
    for (const gram of wanted) if (found.has(gram)) shared += 1;
    best = Math.max(best, shared / wanted.size);
  }
  return best;
}

/** Whether a product's stored keys match the query (the mocked API's copy of the SQL). */
export function matchesSearch(keys: SearchKeys, query: string): boolean {
  const terms = searchTerms(query);
  return terms.length > 0 && terms.every((term) => {
    if (term.kind === 'initials') return keys.initials.includes(term.key);
    if (term.kind === 'text') return keys.text.includes(term.key);
    return keys.jamo.includes(term.key) || wordSimilarity(term.key, keys.jamo) >= TYPO_SIMILARITY;
  });
}

/** A product's searchable text: its name, tags and category names. */
export function productSearchKeys(product: { name: string; tags: readonly string[]; categories: readonly string[] }): SearchKeys {
  return searchKeys([product.name, ...product.tags, ...product.categories].join(' '));
}
