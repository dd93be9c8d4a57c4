import { VIEWER_CREDENTIAL } from '../../mocks/scenarios/members';
import { signInToConsole } from './support/console';
import { expect, test } from './support/test';

// The real database lives for the whole run: everything here makes its own rows (a unique name)
// and leaves the seeded categories, promoted rows and templates as they were.
const unique = () => Date.now().toString(36).slice(-5);


test('staff add a category with sub categories, order and hide them, and students stop finding it', async ({ page, target }) => {
  const name = `신상 ${unique()}`;
  await signInToConsole(page, target, '/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: '카테고리' })).toBeVisible();

  const form = page.getByRole('form', { name: '카테고리 추가' });
  await form.getByLabel(/^이름/).fill(name);
  await form.getByRole('button', { name: '추가' }).click();
  const list = page.getByRole('list', { name: '일반 카테고리 목록' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  for (const sub of ['첫째', '둘째']) {
    await form.getByLabel(/^이름/).fill(sub);
    await form.getByLabel(/^위치/).selectOption({ label: `${name} 아래` });
    await form.getByRole('button', { name: '추가' }).click();
    await expect(list.getByText(sub, { exact: true })).toBeVisible();
  }
  // 둘째 goes above 첫째 with the accessible up button.
  await list.getByRole('button', { name: '둘째 위로' }).click();
  await expect(list.getByRole('button', { name: '둘째 위로' })).toBeDisabled();
  await expect(list.getByRole('button', { name: '첫째 위로' })).toBeEnabled();

  // The shop's category menu offers the new category to students...
  const menu = async () => {
    const answer = await page.request.post('/api', { data: { query: '{ productCategories { content } }' } });
    return ((await answer.json()) as { data: { productCategories: { content: string }[] } }).data.productCategories.map((row) => row.content);
  };
  if (target === 'real') expect(await menu()).toContain(name);

  // ...until staff hide it; a name clash is refused in Korean meanwhile.
  await list.getByRole('button', { name: `${name} 고치기` }).click();
  const editor = page.getByRole('form', { name: `${name} 카테고리 고치기` });
  await editor.getByRole('checkbox', { name: /학생에게 보이기/ }).uncheck();
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: name }).first().getByText('숨김')).toBeVisible();
  if (target === 'real') expect(await menu()).not.toContain(name);

  // A category with nothing in it can be deleted; the change log shows what happened.
  await list.getByRole('button', { name: '첫째 지우기' }).click();
  await expect(list.getByText('첫째', { exact: true })).toHaveCount(0);
  await list.getByRole('button', { name: `${name} 변경 기록 보기` }).click();
  await expect(page.getByRole('region', { name: `${name} 변경 기록` })).toContainText('카테고리를 숨겼어요');
});

test('staff create a delivery template and a pickup point, pricing it with the cart’s fee rule', async ({ page, target }) => {
  const name = `E2E 조건부 ${unique()}`;
  await signInToConsole(page, target, '/admin/delivery');
  await page.getByRole('button', { name: '배송 템플릿 추가' }).click();

  const form = page.getByRole('form', { name: '새 배송 템플릿' });
  await form.getByLabel(/^템플릿 이름/).fill(name);
  await form.getByRole('radio', { name: '조건부 무료' }).check();
  await form.getByLabel(/^배송비\(원\)/).fill('3000');
  await form.getByLabel(/^무료배송 기준 금액/).fill('0');
  await form.getByLabel(/^출고지 주소/).fill('대전광역시 유성구 한빛대학로 123');
  await form.getByLabel(/^반품 받을 주소/).fill('대전광역시 대덕구 대화로 160');
  await form.getByRole('button', { name: '만들기' }).click();
  // The condition is required for this rule: refused in Korean, on the field.
  await expect(form.getByLabel(/^무료배송 기준 금액/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/^무료배송 기준 금액/).fill('50000');

  // The calculator prices the unsaved draft with the cart's own function.
  const calculator = page.getByRole('region', { name: '이 설정으로 계산해 보기' });
  await calculator.getByLabel('할인가 합계(원)').fill('45000');
  await expect(calculator.getByRole('status')).toHaveText('배송비 3,000원 (5,000원 더 사면 무료)');
  await calculator.getByLabel('할인가 합계(원)').fill('50000');
  await expect(calculator.getByRole('status')).toHaveText('배송비 무료');

  await form.getByRole('button', { name: '만들기' }).click();
  const templates = page.getByRole('list', { name: '배송 템플릿 목록' });
  await expect(templates.getByText(name)).toBeVisible();

  await page.getByRole('tab', { name: /단체 수령지/ }).click();
  await page.getByRole('button', { name: '단체 수령지 추가' }).click();
  const pointName = `공학관 로비 ${unique()}`;
  const point = page.getByRole('form', { name: '새 단체 수령지' });
  await point.getByLabel(/^수령지 이름/).fill(pointName);
  await point.getByLabel(/^우편번호/).fill('34134');
  await point.getByLabel(/^연락처/).fill('042-123-0000');
  await point.getByLabel(/^도로명 주소/).fill('대전광역시 유성구 한빛대학로 123');
  await point.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByRole('list', { name: '단체 수령지 목록' }).getByText(pointName)).toBeVisible();
});

test('look-only staff see the categories and templates but cannot change them', async ({ page, target }) => {
  await signInToConsole(page, target, '/admin/categories', VIEWER_CREDENTIAL);
  const list = page.getByRole('list', { name: '일반 카테고리 목록' });
  await expect(list.getByText('과잠·점퍼', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /위로$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '추천 저장' })).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: '배송·수령지' }).click();
  await expect(page.getByRole('list', { name: '배송 템플릿 목록' })).toBeVisible();
  await expect(page.getByRole('button', { name: '배송 템플릿 추가' })).toHaveCount(0);
});
