import { describe, expect, it } from 'vitest';
import { dateFor, listLength, scalarFor, type LeafPlace } from './values';

const at = (fieldName: string, ownerPath = 'Query.lookbook', parentType = 'Lookbook'): LeafPlace => ({
  fieldName,
  parentType,
  ownerPath,
  path: `${ownerPath}.${fieldName}`,
});

describe('schema-mock leaf values', () => {
  it('dates of one object follow the order a shop records them', () => {
    const order = ['createdAt', 'paidAt', 'shippedAt', 'deliveredAt', 'updatedAt', 'expiresAt'].map((name) => Date.parse(dateFor(at(name))));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
  });

  it('items of a list run newest first', () => {
    const created = [0, 1, 2, 3].map((index) => Date.parse(dateFor(at('createdAt', `Query.lookbooks[${index}]`))));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('money is whole won in round thousands, points round hundreds, names Korean', () => {
    for (const owner of ['Query.a', 'Query.b', 'Query.c']) {
      const price = scalarFor('Int', at('price', owner));
      const point = scalarFor('Int', at('rewardPoint', owner));
      expect(Number.isInteger(price) && (price as number) >= 3000 && (price as number) % 1000 === 0).toBe(true);
      expect(Number.isInteger(point) && (point as number) % 100 === 0).toBe(true);
      expect(scalarFor('String', at('name', owner, 'Organizer'))).toMatch(/^[가-힣]{2,5}$/);
      expect(scalarFor('String', at('tel', owner))).toMatch(/^\+8210\d{8}$/);
    }
  });

  it('depends on the path alone', () => {
    const first = [scalarFor('String', at('title')), scalarFor('Int', at('price')), listLength('Query.lookbooks')];
    scalarFor('String', at('title', 'Query.other'));
    expect([scalarFor('String', at('title')), scalarFor('Int', at('price')), listLength('Query.lookbooks')]).toEqual(first);
    expect(scalarFor('String', at('title', 'Query.other'))).not.toBe(scalarFor('String', at('title', 'Query.another')));
  });
});
