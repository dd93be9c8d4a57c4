import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it.each([
    ['김한빛', '김*빛'],
    ['남궁민수', '남**수'],
    ['이솔', '이*'],
    ['John Smith', 'J********h'],
    ['  박다온  ', '박*온'],
    ['김', '*'],
    ['', '*'],
  ])('shows %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('𠀋한빛')).toBe('𠀋*빛');
  });
});
