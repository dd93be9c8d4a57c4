import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One voice (issue 19, ADR 0056): every sentence the shop says, the server's refusals included, is
// 해요체 (~해요, ~예요, ~세요), never 합니다체 (~습니다, ~ㅂ니다, ~니까, ~십시오). The check reads the
// Korean in every string literal, template text and JSX text of the code that speaks to people:
// the domain's sentence tables, the frontend, the mocked API and the backend. Comments are not
// read (they are English); tests are not read (they quote what they check).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SPEAKERS = ['domain', 'frontend/src', 'mocks', 'backend/src'];

/**
 * Not the shop's voice: the fake outside services answer in their vendor's words (PortOne, the
 * OAuth providers), and the demo catalogue's product copy and reviews are content written by staff
 * and students, not sentences of the app.
 */
const OTHER_VOICES = [
  /__generated__\//,
  /\.(test|stories)\.tsx?$/,
  /^backend\/src\/adapters\/payment\/(fake-portone|sandbox-)/,
  /^backend\/src\/adapters\/social\/fake-oauth/,
  /^mocks\/scenarios\//,
  /^mocks\/factories\/vocabulary\.ts$/,
];

/** ㅂ as a final consonant: 합니다, 입니다, 습니다 and 합니까 all put it before 니다/니까. */
function endsInBieup(syllable: string): boolean {
  const index = syllable.charCodeAt(0) - 0xac00;
  return index >= 0 && index < 11172 && index % 28 === 17;
}

/** The 합니다체 endings in a text: a syllable with final ㅂ before 니다 or 니까, or ~십시오. */
function formalEndings(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/([가-힣]+?)(니다|니까)(?![가-힣])/g)) {
    const word = match[1] ?? '';
    if (endsInBieup(word.slice(-1))) found.push(`${word}${match[2]}`);
  }
  for (const match of text.matchAll(/[가-힣]*십시오/g)) found.push(match[0]);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules') && !OTHER_VOICES.some((pattern) => pattern.test(path)));
}

/** Every piece of Korean text the file can show or send, with its line. */
function koreanTexts(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = node.text;
      if (/[가-힣]/.test(text)) texts.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

describe('one voice', () => {
  it('recognises 합니다체 endings and leaves 해요체 alone', () => {
    expect(formalEndings('재고가 부족합니다. 다시 시도해 주십시오.')).toEqual(['부족합니다', '주십시오']);
    expect(formalEndings('품절된 상품입니다')).toEqual(['상품입니다']);
    expect(formalEndings('결제할 수 없습니까?')).toEqual(['없습니까']);
    expect(formalEndings('재고가 부족해요. 품절된 상품이에요. 다시 시도해 주세요.')).toEqual([]);
    // 니까 as "because" is 해요체-friendly: only the ㅂ-final question ending counts.
    expect(formalEndings('품절이니까 다른 색을 골라 보세요.')).toEqual([]);
  });

  it('finds every sentence the shop says in 해요체, never 합니다체', () => {
    const offences = SPEAKERS.flatMap(sourceFiles).flatMap((path) =>
      koreanTexts(path).flatMap(({ line, text }) => formalEndings(text).map((ending) => `${path}:${line} ${ending} in "${text.trim().slice(0, 80)}"`)),
    );
    expect(offences).toEqual([]);
  });
});
