import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price, discountPercent } from './price';

afterEach(cleanup);

describe('discountPercent', () => {
  it('rounds the discount down to a whole percent', () => {
    expect(discountPercent(89000, 71200)).toBe(20);
    expect(discountPercent(49000, 39900)).toBe(18);
    expect(discountPercent(30000, 29999)).toBe(0);
    expect(discountPercent(3, 2)).toBe(33);
  });

  it('is zero without a discount, for a free item or a sale price above the list price', () => {
    expect(discountPercent(49000, 49000)).toBe(0);
    expect(discountPercent(49000, null)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(49000, 52000)).toBe(0);
  });
});

describe('Price', () => {
  it('shows the discounted price, the struck list price and the percent, in KRW', () => {
    const { container } = render(<Price price={49000} salePrice={39900} />);
    expect(container.textContent).toBe('18% 할인 할인가 39,900원 정가 49,000원');
    expect(container.querySelector('del')?.textContent).toBe('정가 49,000원');
  });

  it('shows a single price without strike or percent when nothing is discounted', () => {
    const { container } = render(<Price price={49000} salePrice={49000} />);
    expect(container.textContent).toBe('49,000원');
    expect(container.querySelector('del')).toBeNull();
  });

  it('strikes the list price but leaves out a percent that rounds down to zero', () => {
    const { container } = render(<Price price={30000} salePrice={29900} />);
    expect(container.textContent).toBe('할인가 29,900원 정가 30,000원');
  });

  it('can leave the percent out where space is tight', () => {
    const { container } = render(<Price price={35000} salePrice={28000} hidePercent />);
    expect(container.textContent).not.toContain('%');
    expect(container.querySelector('del')?.textContent).toBe('정가 35,000원');
  });
});
