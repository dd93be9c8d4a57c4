import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Layout } from '../../frontend/src/app/layout';
import { HomePage } from '../../frontend/src/features/home/home-page';
import { UniversityDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { storyTenant } from '../support/catalogue';
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
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scenario's tenant: notice and the four promoted categories in the tenant's order. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: storyTenant.shopName })).toBeVisible();
    const titles = storyTenant.promotedCategories.map((category) => category.title);
    const tiles = await canvas.findAllByRole('link', { name: new RegExp(titles.join('|')) });
    await expect(tiles.map((tile) => titles.find((title) => tile.textContent?.includes(title)))).toEqual(titles);
  },
};

export const Loading: Story = {
  parameters: { msw: [operationOverride(UniversityDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A tenant with no notice and no promoted categories yet. */
export const Empty: Story = {
  parameters: {
    msw: [operationOverride(UniversityDocument, { data: universityResult({ topNotice: null, promotedCategories: [] }) })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: storyTenant.shopName })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: '공지사항' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '추천 카테고리' })).toBeNull();
  },
};

const FAILURE = '일시적인 오류로 상점 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** The API failed: the page says why and offers a retry (the query also toasts the message). */
export const Error: Story = {
  parameters: {
    msw: [operationOverride(UniversityDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: FAILURE } })],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(FAILURE);
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};
