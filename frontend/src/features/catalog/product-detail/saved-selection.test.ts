import { afterEach, describe, expect, it } from 'vitest';
import { forgetSavedSelection, readSavedSelection, saveSelection } from './saved-selection';

afterEach(() => sessionStorage.clear());

describe('a signed-out tap’s saved selection', () => {
  it('comes back as saved, and is gone once forgotten', () => {
    const rows = [
      { detailId: 12, inputs: ['홍길동', '23'], quantity: 2 },
      { detailId: null, inputs: [], quantity: 1 },
    ];
    saveSelection(7, rows);
    expect(readSavedSelection(7)).toEqual(rows);
    expect(readSavedSelection(8)).toBeNull();
    forgetSavedSelection(7);
    expect(readSavedSelection(7)).toBeNull();
  });

  it('is dropped whole when any row is not one the sheet could have saved', () => {
    const good = { detailId: 1, inputs: ['가'], quantity: 1 };
    for (const bad of [
      { ...good, quantity: 0 },
      { ...good, quantity: 1.5 },
      { ...good, detailId: '1' },
      { ...good, inputs: ['가', '나', '다', '라'] },
      { ...good, inputs: ['가'.repeat(101)] },
      { ...good, inputs: [3] },
      null,
    ]) {
      sessionStorage.setItem('buy-sheet:7', JSON.stringify([good, bad]));
      expect(readSavedSelection(7), JSON.stringify(bad)).toBeNull();
    }
    sessionStorage.setItem('buy-sheet:7', '{broken');
    expect(readSavedSelection(7)).toBeNull();
    sessionStorage.setItem('buy-sheet:7', '[]');
    expect(readSavedSelection(7)).toBeNull();
  });
});
