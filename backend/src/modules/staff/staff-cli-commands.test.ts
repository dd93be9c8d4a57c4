// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStaffCommand, UsageError } from './staff-cli-commands';

const parse = (line: string) => parseStaffCommand(line.split(' ').filter(Boolean));

describe('parseStaffCommand', () => {
  it('reads every command into the values the services take', () => {
    expect(parse('list orders --status paid --page 2')).toEqual({ kind: 'list-orders', status: 'PAID', page: 2 });
    expect(parse('list orders')).toEqual({ kind: 'list-orders', status: null, page: null });
    expect(parse('list reviews')).toEqual({ kind: 'list-reviews', page: null });
    expect(parse('list stock 7')).toEqual({ kind: 'list-stock', productId: 7 });
    expect(parse('confirm 12')).toEqual({ kind: 'confirm', orderProductId: 12 });
    expect(parse('ship 12 --company CJ --number 630012345678')).toEqual({
      kind: 'ship',
      orderProductId: 12,
      company: 'CJ',
      shippingNumber: '630012345678',
    });
    expect(parse('complete 12')).toEqual({ kind: 'complete', orderProductId: 12 });
    expect(parse('stock 3 --option 301 0')).toEqual({ kind: 'stock', productId: 3, productOptionDetailId: 301, count: 0 });
    expect(parse('stock 3 5')).toEqual({ kind: 'stock', productId: 3, productOptionDetailId: null, count: 5 });
    expect(parse('review apply 4 --pin')).toEqual({ kind: 'review', decision: 'APPLIED', reviewId: 4, feedback: null, pinned: true });
    expect(parseStaffCommand(['review', 'reject', '4', '--feedback', '사진을 다시 올려 주세요.'])).toEqual({
      kind: 'review',
      decision: 'REJECT',
      reviewId: 4,
      feedback: '사진을 다시 올려 주세요.',
      pinned: null,
    });
  });

  it('answers help for --help, help and nothing at all', () => {
    for (const line of ['--help', '-h', 'help', '', 'confirm 3 --help']) expect(parse(line)).toEqual({ kind: 'help' });
  });

  it.each([
    ['refund 3', '알 수 없는 명령이에요: refund'],
    ['list carts', 'orders, reviews 또는 stock'],
    ['confirm', '주문 상품 번호를 입력해 주세요'],
    ['stock 3', '재고 수량을 입력해 주세요'],
    ['confirm abc', '주문 상품 번호는 숫자로 입력해 주세요: abc'],
    ['ship 3 --number 630012345678', '택배사 코드(--company)를 입력해 주세요'],
    ['stock 3 -1', '0 이상의 숫자로 입력해 주세요: -1'],
    ['review keep 3', 'apply 또는 reject'],
    ['confirm 3 --force', '알 수 없는 옵션이에요'],
  ])('refuses "%s" with a Korean explanation', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
