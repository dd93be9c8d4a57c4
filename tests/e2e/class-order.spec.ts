import { optionInputRuleSentence } from '../../domain/catalog/option-input-rule';
import { phoneLast4 } from '../../domain/pickup/pickup-search';
import { formatDateTime } from '../../frontend/src/lib/format';
import { ADMIN_CREDENTIAL, DEMO_CREDENTIAL } from '../../mocks/scenarios/members';
import { demoMember } from '../../mocks/scenarios/standard';
import { DEMO_CLASS_ORDER_CODE } from '../../mocks/scenarios/standard/class-orders';
import { PICKUP_POINT_ID } from '../../mocks/scenarios/standard/products/build';
import { goInApp, switchMember } from './support/console';
import { signInAsNewMember } from './support/members';
import { gql } from './support/page-api';
import { payInSandbox } from './support/sandbox';
import { expect, test } from './support/test';

// A class order from the shared link to the pickup table (issue 17, ADR 0065, 0069), one tab on a
// 360 px phone (mock mode keeps its state per tab). The demo member (김한빛) represents 경영학과
// 23학번 on both targets (mocked scenario and seeded shop: /class/Bz26Class23a). A classmate who
// has never ordered (mock: the new-member scenario's 이새봄; real: someone signed up now, so the
// journey runs again against the same database) joins with a size and embroidery, pays by card
// in the sandbox, shows up as paid on the representative's roster (name only), and staff hand the
// jacket over at the class's pickup point.

test.describe.configure({ timeout: 150_000 });

const CLASS_PATH = `/class/${DEMO_CLASS_ORDER_CODE}`;
const SIZE = '블랙 / M';

test('a classmate joins the class order by its link, pays by card, shows as paid and picks the jacket up', async ({ page, target }) => {
  const student = await signInAsNewMember(page, target);
  const digits = phoneLast4(student.tel);

  // The link: the class, its representative, point and deadline, before anything is chosen.
  await goInApp(page, CLASS_PATH);
  const facts = page.getByRole('region', { name: '단체 주문 정보' });
  await expect(facts).toContainText('경영학과 23학번');
  await expect(facts).toContainText('참여 받는 중');
  await expect(facts).toContainText(demoMember.name);
  await expect(facts).toContainText('학생회관 1층 생협 매장');
  const { classOrder } = await gql<{ classOrder: { closesAt: string; pickupPoint: { id: number } } }>(
    page,
    'query ($code: String!) { classOrder(code: $code) { closesAt pickupPoint { id } } }',
    { code: DEMO_CLASS_ORDER_CODE },
  );
  expect(new Date(classOrder.closesAt).getTime()).toBeGreaterThan(Date.now());
  await expect(facts).toContainText(formatDateTime(classOrder.closesAt));
  expect(classOrder.pickupPoint.id).toBe(PICKUP_POINT_ID);

  // Size and embroidery; lowercase initials are refused with the rule's sentence before sending.
  const form = page.getByRole('form', { name: '단체 주문 참여' });
  await form.getByRole('combobox', { name: /사이즈\(옵션\)/ }).selectOption({ label: SIZE });
  await form.getByRole('textbox', { name: /이니셜 \(자수\)/ }).fill('ksb');
  await form.getByRole('textbox', { name: /학번 \(자수\)/ }).fill('20261234');
  await form.getByRole('button', { name: '참여하고 결제하기' }).click();
  await expect(form.getByText(optionInputRuleSentence('이니셜', 'INITIALS'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CLASS_PATH}$`));
  await form.getByRole('textbox', { name: /이니셜 \(자수\)/ }).fill('KSB');
  await form.getByRole('button', { name: '참여하고 결제하기' }).click();

  // The direct checkout: picked up at the class's point (no address), the made-to-order consent, a card.
  await expect(page).toHaveURL(/\/checkout\?direct=1$/);
  await expect(page.getByRole('list', { name: '주문 상품 목록' })).toContainText('2026 경영학과 과잠');
  await expect(page.getByRole('list', { name: '단체 수령 장소' })).toContainText('학생회관 1층 생협 매장');
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await page.getByRole('checkbox', { name: '주문 제작 상품 안내 확인' }).check();
  await page.getByRole('checkbox', { name: '구매 조건 확인 및 결제 진행 동의' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await payInSandbox(page, { outcome: 'paid' });
  await expect(page.getByRole('heading', { level: 1, name: '주문 완료' })).toBeVisible();

  // The link now shows the student's own line, paid, and the way to their order.
  await goInApp(page, CLASS_PATH);
  const mine = page.getByRole('region', { name: '내 주문' });
  await expect(mine).toContainText('이미 참여했어요 · 결제 완료');
  await expect(mine).toContainText('KSB · 20261234');
  await mine.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(/\/my\/orders\/\d+$/);
  const orderId = Number(/\/my\/orders\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('list', { name: '주문 상품 목록' })).toContainText(SIZE);
  await expect(page.getByRole('region', { name: '수령 QR 코드' }).getByText('학생회관 1층 생협 매장')).toBeVisible();

  // The representative's roster: the classmate's name, size and embroidery as paid; no phone, no address.
  await switchMember(page, DEMO_CREDENTIAL, `${CLASS_PATH}/roster`);
  const roster = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '이름' }) });
  const row = roster.getByRole('row').filter({ hasText: student.name }).filter({ hasText: 'KSB' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(SIZE);
  await expect(row).toContainText('결제 완료');
  const rosterText = (await page.getByRole('main').textContent()) ?? '';
  for (const phone of [student.tel, student.tel.replace(/-/g, ''), student.tel.slice(4)]) expect(rosterText).not.toContain(phone);

  // Pickup day at the class's point: staff find the student by name and digits and hand it over.
  await switchMember(page, ADMIN_CREDENTIAL, `/admin/pickup?point=${classOrder.pickupPoint.id}`);
  await expect(page.getByRole('list', { name: '수령 명단' })).toBeVisible();
  const search = page.getByLabel(/학생 찾기/);
  await search.fill(`${student.name} ${digits}`);
  await search.press('Enter');
  const entry = page.getByRole('list', { name: '수령 명단' }).getByRole('listitem', { name: `${student.name} ${digits}` }).filter({ hasText: `주문 ${orderId}` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('KSB');
  await entry.getByRole('button', { name: /수령 확인/ }).first().click();
  await expect(page.getByText(/수령 완료로 처리했어요/)).toBeVisible();

  await switchMember(page, student, `/my/orders/${orderId}`);
  await expect(page.getByRole('list', { name: '주문 상품 목록' }).getByText('수령 완료')).toBeVisible();
  await expect(page.getByRole('region', { name: '수령 QR 코드' })).toHaveCount(0);
});
