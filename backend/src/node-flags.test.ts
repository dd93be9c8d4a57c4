import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags `npm start` runs the API with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    const start = pkg.scripts['start'] ?? '';
    const flags = /\bnode ((?:--\S+ )*)--import tsx backend\/src\/main\.ts/.exec(start)?.[1]?.trim().split(' ') ?? [];
    expect(flags.filter((flag) => flag !== '')).toEqual([...SERVER_NODE_FLAGS]);
  });
});
