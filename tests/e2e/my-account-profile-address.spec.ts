import { signIn, signInAsNewMember } from './support/members';
import { expect, test } from './support/test';

// Kakao's postcode script comes from its CDN. The spec answers that address itself: with a small
// stand-in that speaks the script's API (window.kakao.Postcode, embed, oncomplete), or with a
// network failure, so the run is the same with or without internet. The context routes it: the
// mocked shop's service worker fetches what it lets through, and the page's own routes miss that.
const POSTCODE_SCRIPT = '**/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const FAKE_POSTCODE_SCRIPT = `
window.kakao = {
  Postcode: class {
    constructor(options) { this.options = options; }
    embed(element) {
      const result = {
        zonecode: '34134', address: '대전 유성구 한빛대학로 99', roadAddress: '대전 유성구 한빛대학로 99',
        bname: '봉명동', buildingName: '한빛아파트', apartment: 'Y',
      };
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = '[34134] ' + result.roadAddress;
      button.addEventListener('click', () => this.options.oncomplete(result));
      element.append(button);
    }
  },
};
`;


test('a student updates the profile and delivery address', async ({ page, target }) => {
  await page.context().route(POSTCODE_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_POSTCODE_SCRIPT }));

  await signIn(page, target);
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();

  await page.getByRole('link', { name: /회원 정보 수정/ }).click();
  const name = page.getByRole('textbox', { name: /^이름/ });
  await expect(name).toHaveValue('김한빛');
  await name.fill('김');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('2자 이상 입력해 주세요.')).toBeVisible();
  await name.fill('김한별');
  await page.getByRole('radio', { name: '선택 안 함' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('회원 정보를 저장했어요.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByText('김한별')).toBeVisible();

  await page.getByRole('link', { name: /배송지 관리/ }).click();
  await expect(page.getByRole('textbox', { name: /^주소/ })).toHaveValue('대전광역시 유성구 한빛대학로 123');
  await page.getByRole('button', { name: '주소 검색' }).click();
  const sheet = page.getByRole('dialog', { name: '주소 검색' });
  await sheet.getByRole('button', { name: /한빛대학로 99/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^우편번호/ })).toHaveValue('34134');
  await expect(page.getByRole('textbox', { name: /^주소/ })).toHaveValue('대전 유성구 한빛대학로 99 (봉명동, 한빛아파트)');
  const detail = page.getByRole('textbox', { name: /^상세 주소/ });
  await expect(detail).toBeFocused();
  await detail.fill('101동 1203호');
  await page.getByRole('button', { name: '배송지 저장' }).click();
  await expect(page.getByText('배송지를 저장했어요.')).toBeVisible();

  // Saved for good (the mocked shop for the tab): a reload shows what was saved.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^상세 주소/ })).toHaveValue('101동 1203호');
  await expect(page.getByRole('textbox', { name: /^우편번호/ })).toHaveValue('34134');
});

test.describe('without the address search', () => {
  // The script fails to load; the browser reports that, the page itself must log nothing.
  test.use({ ignoreConsoleErrors: [/^Failed to load resource/] });

  test('a student whose network blocks the address search types the address by hand', async ({ page, target }) => {
    await page.context().route(POSTCODE_SCRIPT, (route) => route.abort('blockedbyclient'));

    await signInAsNewMember(page, target);
    await page.goto('/my/address');
    await expect(page.getByText(/저장된 배송지가 없어요/)).toBeVisible();
    await page.getByRole('button', { name: '주소 검색' }).click();
    await expect(page.getByText(/주소 검색 서비스를 불러오지 못했어요/)).toBeVisible();

    await page.getByRole('textbox', { name: /^우편번호/ }).fill('34134');
    await page.getByRole('textbox', { name: /^주소/ }).fill('대전광역시 유성구 한빛대학로 123');
    await page.getByRole('textbox', { name: /^상세 주소/ }).fill('한빛관 101호');
    await page.getByRole('button', { name: '배송지 저장' }).click();
    await expect(page.getByText('배송지를 저장했어요.')).toBeVisible();
  });
});
