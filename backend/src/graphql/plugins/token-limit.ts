import { GraphQLError, Lexer, Source, TokenKind, type Token } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LIMIT_EXCEEDED_DETAIL } from '../../../../domain/errors/request-errors';

/**
 * Every token of the document, comments included, up to `limit + 1`. graphql-js's lexer keeps
 * comments in its token chain but skips them when advancing, which is why graphql-armor's token
 * count never sees them: a megabyte of `#` lines passed it and was parsed whole.
 */
function countTokensWithComments(text: string, limit: number): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  let previous: Token = lexer.token;
  for (;;) {
    const next = lexer.advance();
    for (let token = previous.next; token && token !== next; token = token.next) count += 1;
    if (next.kind === TokenKind.EOF || count >= limit + 1) return count;
    count += 1;
    previous = next;
  }
}

/**
 * Refuses a document of more than `maxTokens` tokens counting its comments, before it is parsed.
 * It wraps the parse function, so it runs only when yoga's parser cache misses; the refusal
 * carries armor's limit sentence and becomes the same localized "too complex" error.
 */
export function useTokenLimit(maxTokens: number): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        let count = 0;
        try {
          count = text.length > maxTokens ? countTokensWithComments(text, maxTokens) : 0;
        } catch {
          // A lexing error is the parser's to report, with its position.
        }
        if (count > maxTokens) throw new GraphQLError(`Syntax Error: ${LIMIT_EXCEEDED_DETAIL}`);
        return parseFn(source, options);
      });
    },
  };
}
