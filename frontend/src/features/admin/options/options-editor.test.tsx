import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockedApi } from '../../../testing/mocked-api';
import { generateCombinations, OPTION_MESSAGES } from '../../../../../domain/catalog/option-grid';
import type { StaffProductOptionsFieldsFragment } from '../../../lib/__generated__/graphql';
import { renderWithApp } from '../../../testing/render';
import { OptionsEditor } from './options-editor';

// 5 colours x 8 sizes x 5 prints: the 200 combinations the grid must stay usable at.
const AXES = [
  { key: '색상', values: ['블랙', '네이비', '그레이', '버건디', '크림'] },
  { key: '사이즈', values: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'] },
  { key: '프린트', values: ['없음', '앞', '뒤', '소매', '양면'] },
];

const options: StaffProductOptionsFieldsFragment = {
  productId: 1,
  productName: '한빛 과잠',
  salePrice: 50_000,
  updatedAt: '2026-11-27T00:00:00.000Z',
  axes: AXES,
  combinations: generateCombinations(AXES).map((values, index) => ({
    id: index + 1,
    values,
    extraPrice: 0,
    count: 1,
    soldCount: 0,
    inUse: false,
    retired: false,
  })),
  inputs: [],
};

function renderEditor(readOnly = false) {
  return renderWithApp(<OptionsEditor options={options} readOnly={readOnly} onReload={() => undefined} />);
}

withMockedApi();

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the options grid at 200 combinations', () => {
  it('renders every combination and fills a pasted spreadsheet column down from the focused cell', () => {
    renderEditor();
    const table = screen.getByRole('region', { name: '옵션 조합 표' });
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    const paste = Array.from({ length: 200 }, (_value, index) => String(index)).join('\r\n');
    fireEvent.paste(cell('블랙 / XS / 없음 재고'), { clipboardData: { getData: () => `${paste}\r\n` } });
    expect(cell('블랙 / XS / 앞 재고').value).toBe('1');
    expect(cell('크림 / 4XL / 양면 재고').value).toBe('199');
    expect(cell('크림 / 4XL / 양면 재고').closest('td')?.className).toMatch(/dirty/);
    expect(cell('블랙 / XS / 없음 재고').closest('td')?.className).toMatch(/dirty/);
  });

  it('moves with arrows and Enter, and marks the cells the server would refuse before saving', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(cell('블랙 / XS / 없음 재고'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('블랙 / XS / 앞 재고'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cell('블랙 / XS / 앞 추가 금액'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('블랙 / XS / 뒤 추가 금액'));

    await user.clear(cell('블랙 / XS / 뒤 재고'));
    await user.type(cell('블랙 / XS / 뒤 재고'), '-3');
    await user.click(screen.getByRole('button', { name: /^저장하기/ }));
    expect(cell('블랙 / XS / 뒤 재고').getAttribute('aria-invalid')).toBe('true');
    expect(cell('블랙 / XS / 뒤 재고').title).toBe(OPTION_MESSAGES.count);
    expect(screen.getByText('고칠 곳이 1군데 있어요. 빨간 칸을 확인해 주세요.').getAttribute('role')).toBe('alert');
  });

  it('sets one column of every row at once', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('textbox', { name: '재고 한 번에 넣기' }), '30');
    await user.click(screen.getByRole('button', { name: '재고 모두 적용' }));
    expect(cell('그레이 / M / 소매 재고').value).toBe('30');
    expect(screen.getByRole('button', { name: /^저장하기 \(바뀐 조합 200개\)/ })).toBeTruthy();
  });

  it('shows no change control to read-only staff', () => {
    renderEditor(true);
    expect(screen.queryByRole('button', { name: /저장하기|모두 적용|옵션 추가/ })).toBeNull();
    expect(cell('블랙 / XS / 없음 재고').readOnly).toBe(true);
  });
});
