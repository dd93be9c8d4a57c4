import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPTION_INPUT_RULE_LABELS } from '../../../../../domain/catalog/option-input-rule';
import { mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { ProductOptionsPage } from './product-options-page';

// Staff choose how a buyer's embroidery is checked (ADR 0065, 0069): one select per input, saved
// with the grid and shown again; the mocked API stores it as the backend does.

withMockedApi();

// 컴퓨터공학과 후드집업: one input (이니셜), FREE in the standard catalogue.
const ZIPUP = 15;
const ruleSelect = async (index: number) => (await screen.findByRole('combobox', { name: `입력 항목 ${index} 입력 규칙` })) as HTMLSelectElement;

function renderPage(scenario: 'staff' | 'staff-readonly' = 'staff') {
  return renderWithApp(<ProductOptionsPage />, { scenario, route: `/admin/products/${ZIPUP}/options`, at: '/admin/products/:id/options' });
}

describe('the input rule of each buyer input', () => {
  it('offers the three rules with the domain labels, saves the chosen one and shows it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await screen.findByRole('heading', { level: 1, name: '컴퓨터공학과 후드집업 옵션과 재고' });
    const select = await ruleSelect(1);
    expect(select.value).toBe('FREE');
    expect([...select.options].map((option) => option.textContent)).toEqual(Object.values(OPTION_INPUT_RULE_LABELS));

    await user.selectOptions(select, OPTION_INPUT_RULE_LABELS.INITIALS);
    await user.click(screen.getByRole('button', { name: /^저장하기/ }));
    await screen.findByText(/저장했어요/);
    const product = mockState().catalogue.products.find((row) => row.id === ZIPUP)!;
    expect(product.productOptionInputs.map((input) => [input.key, input.rule])).toEqual([['이니셜', 'INITIALS']]);

    first.unmount();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: '컴퓨터공학과 후드집업 옵션과 재고' });
    await waitFor(async () => expect((await ruleSelect(1)).value).toBe('INITIALS'));
  });

  it('gives a new input the free rule and lets look-only staff read the rule without changing it', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('heading', { level: 1, name: '컴퓨터공학과 후드집업 옵션과 재고' });
    await user.click(screen.getByRole('button', { name: '입력 항목 추가' }));
    expect((await ruleSelect(2)).value).toBe('FREE');
    view.unmount();

    renderPage('staff-readonly');
    await screen.findByRole('heading', { level: 1, name: '컴퓨터공학과 후드집업 옵션과 재고' });
    expect((await ruleSelect(1)).disabled).toBe(true);
  });
});
