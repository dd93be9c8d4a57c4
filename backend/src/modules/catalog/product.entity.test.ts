import { describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../../../domain/enums';
import { Product } from './product.entity';
import { ProductOption } from './product-option.entity';
import { ProductOptionDetail } from './product-option-detail.entity';

function product(fields: Partial<Product> = {}): Product {
  return Object.assign(new Product(), {
    price: 60_000,
    salePrice: 52_000,
    productVisible: AUTHORITY.NORMAL,
    saleStartedAt: null,
    saleEndedAt: null,
    ...fields,
  });
}

describe('Product', () => {
  const start = new Date('2026-03-02T00:00:00Z');
  const end = new Date('2026-03-16T14:59:59Z');

  it('is in its sale window on both bounds and not outside them', () => {
    const p = product({ saleStartedAt: start, saleEndedAt: end });
    expect(p.isInSaleWindow(start)).toBe(true);
    expect(p.isInSaleWindow(end)).toBe(true);
    expect(p.isInSaleWindow(new Date(start.getTime() - 1))).toBe(false);
    expect(p.isInSaleWindow(new Date(end.getTime() + 1))).toBe(false);
  });

  it('treats a missing bound as open', () => {
    expect(product().isInSaleWindow(new Date('1999-01-01'))).toBe(true);
    expect(product({ saleStartedAt: start }).isInSaleWindow(new Date('2099-01-01'))).toBe(true);
    expect(product({ saleEndedAt: end }).isInSaleWindow(new Date('2000-01-01'))).toBe(true);
  });

  it('is visible only to viewers at or above its level', () => {
    const hidden = product({ productVisible: AUTHORITY.HIDDEN });
    expect(hidden.isVisibleTo()).toBe(false);
    expect(hidden.isVisibleTo(AUTHORITY.HIDDEN)).toBe(true);
    expect(hidden.isVisibleTo(AUTHORITY.ADMIN)).toBe(true);
    expect(product().isVisibleTo(-1)).toBe(false);
  });

  it('knows its per-unit discount', () => {
    expect(product().unitDiscount()).toBe(8_000);
  });
});

describe('ProductOptionDetail', () => {
  const detail = Object.assign(new ProductOptionDetail(), {
    option0: '블랙',
    option1: 'XL',
    option2: null,
    price: 2_000,
    count: 2,
  });

  it('adds its extra to the sale price and the list price', () => {
    expect(detail.unitPrice(product())).toBe(54_000);
    expect(detail.listPrice(product())).toBe(62_000);
  });

  it('is in stock only for what it holds', () => {
    expect(detail.isInStock()).toBe(true);
    expect(detail.isInStock(2)).toBe(true);
    expect(detail.isInStock(3)).toBe(false);
  });

  it('lists the chosen values in axis order', () => {
    expect(detail.optionValues()).toEqual(['블랙', 'XL']);
  });
});

describe('ProductOption', () => {
  it('splits its comma-separated choices', () => {
    const option = Object.assign(new ProductOption(), { key: '색상', value: '블랙, 네이비,,화이트 ' });
    expect(option.choices()).toEqual(['블랙', '네이비', '화이트']);
  });
});
