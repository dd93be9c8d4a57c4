import { describe, expect, it } from 'vitest';
import { formatTel } from './tel';

describe('formatTel', () => {
  it.each([
    ['+821012345678', '010-1234-5678'],
    ['+82212345678', '02-1234-5678'],
    ['+8221234567', '02-123-4567'],
    ['+82311234567', '031-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['+8613800138000', '+8613800138000'],
    [null, ''],
  ])('writes %s as %s', (tel, written) => {
    expect(formatTel(tel)).toBe(written);
  });
});
