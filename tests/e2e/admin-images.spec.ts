import type { Page } from '@playwright/test';
import { solidPng } from './support/images';
import { signInToConsole } from './support/console';
import { openAsVisitor } from './support/navigation';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// Staff put a new photo first on a product through /admin/products/:id/images, and a student then
// sees it on the product page. On the real target the photo goes through the local upload route and
// the server makes its AVIF and WebP sizes; the mocked API keeps it in memory.
const KEYRING_ID = 33;
const KEYRING = '한빛 마스코트 키링';

const IMAGES = /* GraphQL */ `query ($productId: Int!) { staffProductImages(productId: $productId) { updatedAt images { src } detailImages { src } } }`;
const SET_IMAGES = /* GraphQL */ `mutation ($data: StaffSetProductImagesInput!) { staffSetProductImages(data: $data) { updatedAt } }`;

interface Images {
  staffProductImages: { updatedAt: string; images: { src: string }[]; detailImages: { src: string }[] };
}

/** Puts the product's images back as they were, so later specs see the seeded product. */
async function restore(page: Page, original: Images['staffProductImages']) {
  const { staffProductImages: now } = await gql<Images>(page, IMAGES, { productId: KEYRING_ID });
  await gql(page, SET_IMAGES, {
    data: {
      productId: KEYRING_ID,
      expectedUpdatedAt: now.updatedAt,
      images: original.images.map((image) => image.src),
      detailImages: original.detailImages.map((image) => image.src),
    },
  });
}

test('staff upload a product photo, put it first, and a student sees it on the product page', async ({ page, target }) => {
  await signInToConsole(page, target, `/admin/products/${KEYRING_ID}/images`);
  await expect(page.getByRole('heading', { level: 1, name: `${KEYRING} 사진` })).toBeVisible();
  const { staffProductImages: original } = await gql<Images>(page, IMAGES, { productId: KEYRING_ID });
  const gallery = page.getByRole('region', { name: /상품 사진/ });
  const count = original.images.length;

  await gallery.getByLabel('사진 추가할 파일 선택').setInputFiles({ name: 'keyring-front.png', mimeType: 'image/png', buffer: solidPng(900, [200, 40, 60]) });
  await expect(gallery.getByRole('progressbar')).toHaveCount(0);
  await expect(gallery.getByRole('listitem')).toHaveCount(count + 1);
  for (let position = count + 1; position > 1; position -= 1) {
    await gallery.getByRole('button', { name: `${position}번째 사진 위로` }).click();
  }
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '사진을 저장했어요' })).toBeVisible();
  const { staffProductImages: saved } = await gql<Images>(page, IMAGES, { productId: KEYRING_ID });
  const uploaded = saved.images[0]!.src;
  expect(saved.images.slice(1).map((image) => image.src)).toEqual(original.images.map((image) => image.src));

  try {
    const student = await page.context().browser()!.newPage();
    try {
      // Mock mode keeps the change and the uploaded file in the staff tab's mocked API, so the
      // student's view is checked there, reached without a reload.
      const shop = target === 'mock' ? page : student;
      if (target === 'mock') await page.getByRole('link', { name: '상점에서 보기' }).click();
      else await openAsVisitor(student, target, `/products/${KEYRING_ID}`);
      const first = shop.getByRole('region', { name: `${KEYRING} 사진` }).getByRole('img', { name: KEYRING }).first();
      await expect(first).toHaveAttribute('src', uploaded);
      if (target === 'real') {
        // A phone gets the server's small AVIF, not the original.
        const avif = shop.locator('picture source[type="image/avif"]').first();
        await expect(avif).toHaveAttribute('srcset', /-w360\.avif 360w/);
        // currentSrc stays empty until the browser has picked a source, which on a busy machine
        // can come after the element is in the DOM: wait for the choice instead of reading it once.
        await expect
          .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc))
          .toMatch(/-w(360|720|900)\.avif$/);
      }
    } finally {
      await student.close();
    }
  } finally {
    if (target === 'real') await restore(page, original);
  }
});
