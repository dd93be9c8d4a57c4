import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Layout } from '../../frontend/src/app/layout';
import { HomePage } from '../../frontend/src/features/home/home-page';
import { AdsDocument, ProductListDocument, UniversityDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { storyTenant } from '../support/catalogue';
import { withShopClock } from '../support/clock';
import { errorStory, loadingStory } from '../support/states';
import { universityResult } from '../support/tenant';

const meta = {
  title: 'home/HomePage',
  component: HomePage,
  decorators: [
    (Story) => (
      <Layout>
        <Story />
      </Layout>
    ),
    withShopClock,
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const promotedTitles = storyTenant.promotedCategories.map((category) => category.title);

/** The scenario's tenant: notice, banners and the four promoted categories with their products. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: storyTenant.shopName })).toBeVisible();
    const promoted = canvas.getByRole('region', { name: '추천 카테고리' });
    const headings = within(promoted).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(promotedTitles);
    const firstRow = await canvas.findByRole('list', { name: `${promotedTitles[0]} 상품` });
    await expect(within(firstRow).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: `${promotedTitles[0]} 전체보기` })).toHaveAttribute('href', '/products?category=75');
    const banners = await canvas.findByRole('region', { name: '이벤트 배너' });
    await expect(within(banners).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = loadingStory(UniversityDocument);

/** The tenant is there, its banners and product rows are still on their way. */
export const RowsLoading: Story = {
  parameters: { msw: [operationOverride(ProductListDocument, { loading: true }), operationOverride(AdsDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '추천 카테고리' });
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(promotedTitles.length);
  },
};

/** Banners without pictures draw their words on the tenant colour. */
export const TextBanners: Story = {
  parameters: {
    msw: [
      operationOverride(AdsDocument, {
        data: { ads: [{ id: 1, primary: '개강 맞이 굿즈 기획전', secondary: '에코백·텀블러 최대 20% 할인', url: '/products?category=74', imageUrl: null }] },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const banners = await within(canvasElement).findByRole('region', { name: '이벤트 배너' });
    await expect(within(banners).getByRole('link', { name: /개강 맞이 굿즈 기획전/ })).toHaveAttribute('href', '/products?category=74');
  },
};

/** A new tenant: no notice, no banners, no promoted categories yet. */
export const Empty: Story = {
  parameters: {
    msw: [
      operationOverride(UniversityDocument, { data: universityResult({ topNotice: null, promotedCategories: [] }) }),
      operationOverride(AdsDocument, { data: { ads: [] } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: storyTenant.shopName })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: '공지사항' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '추천 카테고리' })).toBeNull();
    await expect(await canvas.findByText('추천 상품을 준비하고 있어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '전체 상품 보기' })).toHaveAttribute('href', '/products');
  },
};

const FAILURE = '일시적인 오류로 상점 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The API failed: the page says why and offers a retry (the query also toasts the message). */
export const Error: Story = errorStory(UniversityDocument, FAILURE);

/** A returning student: 최근 본 상품 closes the page with what this device looked at lately. */
export const WithRecentlyViewed: Story = {
  loaders: [
    () => {
      localStorage.setItem('recent:viewed-products', JSON.stringify([19]));
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('list', { name: '최근 본 상품 목록' });
    await expect(strip).toHaveTextContent('한빛 플리스 자켓');
    localStorage.removeItem('recent:viewed-products');
  },
};
