import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeListCursor, encodeCursor, encodeListCursor } from './product-cursor';

describe('product cursor', () => {
  it('round-trips the sort key with its microseconds', () => {
    const key = { createdAt: '2026-11-21T07:47:19.074123', id: 42 };
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['text without the key', Buffer.from('hello').toString('base64url')],
    ['a key without microseconds', Buffer.from('2026-11-21T07:47:19.074_42').toString('base64url')],
    ['an impossible day', Buffer.from('2026-02-30T00:00:00.000000_1').toString('base64url')],
    ['a zero id', Buffer.from('2026-11-21T07:47:19.074123_0').toString('base64url')],
    ['an id beyond int4', Buffer.from('2026-11-21T07:47:19.074123_9999999999').toString('base64url')],
    ['extra parts', Buffer.from('2026-11-21T07:47:19.074123_1_2').toString('base64url')],
  ])('refuses %s with a Korean BAD_USER_INPUT on cursor', (_what, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        message: '상품 목록의 다음 페이지 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.',
        extensions: expect.objectContaining({ field: 'cursor' }),
      }),
    );
  });
});

describe('sorted list cursor', () => {
  it('round-trips sold out and the sort key before the time and id', () => {
    const key = { soldOut: 1 as const, key: 39000, createdAt: '2026-11-21T07:47:19.074123', id: 42 };
    expect(decodeListCursor(encodeListCursor(key))).toEqual(key);
  });

  it.each([
    ['the plain cursor', encodeCursor({ createdAt: '2026-11-21T07:47:19.074123', id: 42 })],
    ['a sold-out flag of 2', Buffer.from('L2:0:2026-11-21T07:47:19.074123_1').toString('base64url')],
    ['a key that is no number', Buffer.from('L0:x:2026-11-21T07:47:19.074123_1').toString('base64url')],
  ])('refuses %s', (_what, cursor) => {
    expect(() => decodeListCursor(cursor)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
