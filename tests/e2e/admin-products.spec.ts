import { adminMember, viewerMember } from '../../mocks/scenarios/standard';
import { signIn } from './support/members';
import { expect, test } from './support/test';

// Issue 15 item 1: the co-op's staff register a product in the console, students then find it.
// The product starts with no stock (options and stock have their own screen), so the student
// sees it sold out; the editor's checklist says exactly that.

test('staff create a product in the console, and a student then sees it', async ({ page, target }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `콘솔 테스트 후드 ${code}`;
  await signIn(page, target, adminMember);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: '상품' })).toBeVisible();
  await page.getByRole('link', { name: '새 상품 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 상품 등록' })).toBeVisible();

  const form = page.getByRole('form', { name: '상품 정보' });
  await form.getByRole('textbox', { name: /^상품 이름/ }).fill(name);
  await form.getByRole('textbox', { name: /^상품 코드/ }).fill(code);
  await form.getByRole('combobox', { name: '공개 범위' }).selectOption({ label: '모든 학생' });
  await form.getByRole('textbox', { name: /^정가/ }).fill('45000');
  await form.getByRole('textbox', { name: /^판매가/ }).fill('55000');
  await form.getByRole('button', { name: '등록하기' }).click();
  // The server's own rule, run in the browser first: the field says why.
  await expect(form.getByText('판매가는 정가보다 클 수 없어요.')).toBeVisible();
  await form.getByRole('textbox', { name: /^판매가/ }).fill('39000');
  await form.getByRole('textbox', { name: /^태그/ }).fill('신상, 기모');
  await form.getByRole('textbox', { name: /^상품 이야기/ }).fill('<p>따뜻한 <strong>기모</strong> 후드예요.</p><script>alert(1)</script>');
  await form.getByRole('button', { name: '등록하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const checklist = page.getByRole('region', { name: '학생에게 보이나요?' });
  await expect(checklist.getByText('학생에게 보이지만 지금은 살 수 없어요.')).toBeVisible();
  await expect(checklist.getByText(/재고가 없어서 품절로 보이고/)).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(productId).toBeGreaterThan(0);

  // The list finds it by its code.
  // (Mock mode keeps the tab's scenario and state across these loads.)
  await page.goto(`/admin/products?q=${code}`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // Signed out, as any student: the product page opens, sold out, with the cleaned story.
  await page.goto('/my');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('따뜻한 기모 후드예요.')).toBeVisible();
});

test('look-only staff open the product list and editor but get no button that changes anything', async ({ page, target }) => {
  await signIn(page, target, viewerMember);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: '상품' })).toBeVisible();
  await expect(page.getByRole('link', { name: '새 상품 등록' })).toHaveCount(0);
  await page.getByRole('table', { name: '상품 목록' }).getByRole('link').first().click();
  const form = page.getByRole('form', { name: '상품 정보' });
  await expect(form.getByRole('textbox', { name: /^상품 이름/ })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('region', { name: '학생에게 보이나요?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /저장하기|학생에게 (숨기기|보이기)|복사해서/ })).toHaveCount(0);
});
