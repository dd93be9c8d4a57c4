import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NO_SIMILAR_BUILD_MESSAGE } from '../../domain/review/size-recommendation';
import { ProductInfoPanel } from '../../frontend/src/features/catalog/product-detail/product-info-panel';
import { ProductReviews } from '../../frontend/src/features/catalog/product-detail/product-reviews';
import { ProductReviewsDocument, ProductSizeGuideDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { withShopClock } from '../support/clock';
import { errorStory, expectBusy, loadingStory } from '../support/states';

// The product page's content (ADR 0060): reviews with photos first, a size filter and sorting;
// the 상품 정보 tab with the size chart and the size advice. Product 10 is the busiest hoodie.

const meta = {
  title: 'catalog/ProductPageContent',
  component: ProductReviews,
  decorators: [withShopClock],
  args: { productId: 10, average: 4.4, count: 9 },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo strip, then photo reviews first; the size filter keeps only the chosen bought size. */
export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: '사진 리뷰' });
    await expect(within(strip).getAllByRole('img').length).toBeGreaterThan(0);
    const first = (await canvas.findAllByRole('article'))[0]!;
    await expect(within(first).getAllByRole('img', { name: /리뷰 사진/ }).length).toBeGreaterThan(0);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: '구매한 사이즈' }), 'L');
    await waitFor(async () => {
      const articles = canvas.getAllByRole('article');
      for (const article of articles) await expect(article).toHaveTextContent('구매한 사이즈 L');
    });
  },
};

/** Sorting by the lowest rating first. */
export const ReviewsSorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: '정렬' }), 'RATING_LOW');
    // Product 10's lowest rating is 3 of 5.
    await waitFor(async () => expect(canvas.getAllByRole('article')[0]).toHaveTextContent('5점 만점에 3점'));
  },
};

export const ReviewsEmpty: Story = {
  args: { productId: 32, average: 0, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 리뷰가 없어요')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: '사진 리뷰' })).toBeNull();
  },
};

export const ReviewsLoading: Story = loadingStory(ProductReviewsDocument);

export const ReviewsError: Story = errorStory(ProductReviewsDocument, '리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

type InfoStory = StoryObj<typeof ProductInfoPanel>;
const info = { productId: 10, productName: '한빛 로고 후드티', info: '<p>면 100%, 기모 안감이에요.</p>' };

/** The chart in cm (scrolling sideways at 360 px) and the advice for 172 cm / 65 kg. */
export const SizeGuide: InfoStory = {
  render: (args) => <ProductInfoPanel {...args} />,
  args: info,
  play: async ({ canvasElement }) => {
    localStorage.removeItem('campus-shop.size-advice.body');
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('region', { name: '한빛 로고 후드티 사이즈표' });
    await expect(within(chart).getByRole('columnheader', { name: '가슴단면' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '키 (cm)' }), '172');
    await userEvent.type(canvas.getByRole('textbox', { name: '몸무게 (kg)' }), '65');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(await canvas.findByText(/키 172·몸무게 65 비슷한 분들은 L 사이즈를 가장 많이 골랐어요/)).toBeVisible();
  },
};

/** A build no reviewer shares: the advice says so instead of guessing. */
export const SizeGuideNoMatch: InfoStory = {
  render: (args) => <ProductInfoPanel {...args} />,
  args: info,
  play: async ({ canvasElement }) => {
    localStorage.setItem('campus-shop.size-advice.body', JSON.stringify({ height: 199, weight: 120 }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_SIMILAR_BUILD_MESSAGE)).toBeVisible();
    localStorage.removeItem('campus-shop.size-advice.body');
  },
};

/** Goods without sizes: no chart, no advice, only the product information. */
export const SizeGuideEmpty: InfoStory = {
  render: (args) => <ProductInfoPanel {...args} />,
  args: { productId: 32, productName: '한빛 스테인리스 텀블러', info: '<p>500ml, 보온 6시간이에요.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('500ml, 보온 6시간이에요.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '사이즈 정보' })).toBeNull());
  },
};

export const SizeGuideLoading: InfoStory = {
  render: (args) => <ProductInfoPanel {...args} />,
  args: info,
  parameters: { msw: [operationOverride(ProductSizeGuideDocument, { loading: true })] },
  play: expectBusy,
};

/** The guide failed: the product information still shows; the guide is an extra, not the page. */
export const SizeGuideError: InfoStory = {
  render: (args) => <ProductInfoPanel {...args} />,
  args: info,
  parameters: { msw: [operationOverride(ProductSizeGuideDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '사이즈 정보를 불러오지 못했어요.' } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('면 100%, 기모 안감이에요.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '한빛 로고 후드티 사이즈표' })).toBeNull();
  },
};
