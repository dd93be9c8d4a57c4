import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './price';

afterEach(cleanup);

describe('Price', () => {
  it('shows the discounted price, the struck list price and the percent, in KRW', () => {
    const { container } = render(<Price price={49000} salePrice={39900} discountRate={18} />);
    expect(container.textContent).toBe('18% 할인 할인가 39,900원 정가 49,000원');
    expect(container.querySelector('del')?.textContent).toBe('정가 49,000원');
  });

  it('shows a single price without strike or percent when nothing is discounted', () => {
    const { container } = render(<Price price={49000} salePrice={49000} discountRate={0} />);
    expect(container.textContent).toBe('49,000원');
    expect(container.querySelector('del')).toBeNull();
  });

  it('strikes the list price but leaves out a percent that rounds down to zero', () => {
    const { container } = render(<Price price={30000} salePrice={29900} discountRate={0} />);
    expect(container.textContent).toBe('할인가 29,900원 정가 30,000원');
  });

  it('can leave the percent out where space is tight', () => {
    const { container } = render(<Price price={35000} salePrice={28000} />);
    expect(container.textContent).not.toContain('%');
    expect(container.querySelector('del')?.textContent).toBe('정가 35,000원');
  });
});
