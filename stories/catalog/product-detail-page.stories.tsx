import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDetailDocument } from '../../frontend/src/lib/__generated__/graphql';
import { withShopClock } from '../support/clock';
import { errorStory, loadingStory } from '../support/states';
import { ProductDetailRoute } from './catalogue-story';

const meta = {
  title: 'catalog/ProductDetailPage',
  component: ProductDetailRoute,
  decorators: [withShopClock],
  parameters: { route: '/products/6' },
} satisfies Meta<typeof ProductDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

/** The option sheet is a dialog portalled onto the body, outside the story's canvas. */
async function openSheet(canvasElement: HTMLElement, button: '장바구니' | '구매하기' = '장바구니') {
  await userEvent.click(within(within(canvasElement).getByRole('region', { name: '구매하기' })).getByRole('button', { name: button }));
  return within(await within(document.body).findByRole('dialog', { name: '옵션 선택' }));
}

/** Regular stock with colours and sizes, reviews and a delivery fee free from 50,000원. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, '한빛 로고 코치자켓')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('배송비 3,000원 (50,000원 이상 구매 시 무료)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '장바구니' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '구매하기' })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: '상품 설명' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A department's group order: pickup point, sale windows, quantity tiers and the embroidery inputs. */
export const GroupOrder: Story = {
  parameters: { route: '/products/1' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '2026 경영학과 과잠');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '단체 수령 장소' })).toHaveTextContent('학생회관 1층 생협 매장');
    await expect(canvas.getByText('단체주문')).toBeVisible();
  },
};

/** Options with extra prices and free-text inputs: an empty submit names what is missing. */
export const WithOptionInputs: Story = {
  parameters: { route: '/products/5' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '한빛 클래식 과잠');
    const sheet = await openSheet(canvasElement);
    await userEvent.click(sheet.getByRole('button', { name: '장바구니 담기' }));
    await expect(sheet.getByText('색상을 선택해 주세요.')).toBeVisible();
  },
};

/** The option sheet with two chosen combinations, each with its count and embroidery texts. */
export const OptionSheetWithRows: Story = {
  parameters: { route: '/products/1' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '2026 경영학과 과잠');
    const sheet = await openSheet(canvasElement, '구매하기');
    for (const size of [/^M/, /^L/]) {
      await userEvent.click(sheet.getByRole('radio', { name: /네이비/ }));
      await userEvent.click(sheet.getByRole('radio', { name: size }));
    }
    await expect(sheet.getAllByRole('listitem')).toHaveLength(2);
    await expect(sheet.getAllByRole('textbox', { name: /이니셜/ })).toHaveLength(2);
    await expect(sheet.getByText(/총 상품 금액 \(2개\)/)).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: '구매하기' }));
    await expect(sheet.getAllByText('필수 입력 항목이에요.').length).toBeGreaterThan(0);
  },
};

/** Sold out, and the demo member already asked to be told when it is back. */
export const SoldOut: Story = {
  parameters: { route: '/products/9' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '한빛 경량 패딩 조끼');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('품절된 상품이에요.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '재입고 알림 취소' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '장바구니' })).toBeNull();
  },
};

/** Sold out for a visitor: the restock button leads to the login page. */
export const SoldOutSignedOut: Story = {
  parameters: { scenario: 'anonymous', route: '/products/9' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '한빛 경량 패딩 조끼');
    await expect(within(canvasElement).getByRole('button', { name: '재입고 알림 신청' })).toBeEnabled();
  },
};

/** A group purchase that opens next week: the date, and no buttons yet. */
export const UpcomingSale: Story = {
  parameters: { route: '/products/3' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '2026 디자인학과 과잠');
    await expect(within(canvasElement).getByText(/오픈 예정인 상품이에요/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(ProductDetailDocument);

/** An unknown or hidden product. */
export const NotFound: Story = {
  parameters: { route: '/products/999' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '상품을 찾을 수 없어요');
    await expect(within(canvasElement).getByRole('link', { name: '다른 상품 둘러보기' })).toHaveAttribute('href', '/products');
  },
};

const FAILURE = '상품 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

export const Error: Story = errorStory(ProductDetailDocument, FAILURE);

/** The reviews tab of the busiest product: pinned first, photos, sizes and staff answers. */
export const Reviews: Story = {
  parameters: { route: '/products/10' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '한빛 로고 후드티');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /리뷰/ }));
    // The tab's code arrives after the click when the page has not loaded it yet (ADR 0079): the
    // page itself is an article too, so look inside the panel.
    const reviews = await within(canvas.getByRole('tabpanel')).findAllByRole('article');
    await expect(reviews[0]).toHaveTextContent('베스트');
  },
};

/** A product nobody has reviewed yet. */
export const NoReviews: Story = {
  parameters: { route: '/products/32' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '한빛 스테인리스 텀블러');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /리뷰/ }));
    await expect(await canvas.findByText('아직 리뷰가 없어요')).toBeVisible();
  },
};
