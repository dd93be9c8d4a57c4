import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Layout } from '../../frontend/src/app/layout';
import { ProductCategoriesDocument, UniversityDocument } from '../../frontend/src/lib/__generated__/graphql';
import { StandardIds } from '../../mocks/scenarios/activity/ids';
import type { ScenarioName } from '../../mocks/scenarios/scenario';
import { operationOverride } from '../../mocks/overrides';
import { storyTenant } from '../support/catalogue';
import { universityResult } from '../support/tenant';

function PagePlaceholder() {
  return <p style={{ minHeight: '40vh', margin: 0, color: 'var(--color-muted)' }}>페이지 본문</p>;
}

function Shell() {
  return (
    <Layout>
      <PagePlaceholder />
    </Layout>
  );
}

const meta = {
  title: 'app/AppShell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function expectTenantFrame(canvas: Canvas): Promise<void> {
  await expect(await canvas.findByRole('link', { name: storyTenant.shopName })).toHaveAttribute('href', '/');
  await expect(await canvas.findByRole('contentinfo')).toHaveTextContent(storyTenant.footerOperator);
}

const shellOf = (scenario: ScenarioName, check: (canvas: Canvas) => Promise<void>): Story => ({
  parameters: { scenario },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTenantFrame(canvas);
    await check(canvas);
  },
});

/** Every cart line of the standard scenario belongs to the demo member. */
const demoCartLines = Object.keys(StandardIds.cart).length;

/** The demo member: my page link and the cart badge with the lines in the cart. */
export const MemberWithCart = shellOf('standard', async (canvas) => {
  await expect(await canvas.findByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/my');
  await expect(await canvas.findByRole('link', { name: `장바구니, 담긴 상품 ${demoCartLines}개` })).toBeInTheDocument();
});

/** A member who just signed up: an empty cart shows no badge. */
export const NewMember = shellOf('new-member', async (canvas) => {
  await expect(await canvas.findByRole('link', { name: '마이페이지' })).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: '장바구니' })).toBeInTheDocument();
});

/** A visitor: the login link (which returns here afterwards) and a cart without a count. */
export const Anonymous = shellOf('anonymous', async (canvas) => {
  await expect(await canvas.findByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  await expect(canvas.getByRole('link', { name: '장바구니' })).toHaveAttribute('href', '/cart');
});

export const LoadingTenant: Story = {
  parameters: { msw: [operationOverride(UniversityDocument, { loading: true })] },
};

/** The tenant could not be loaded: no name, no footer, the toast says why. */
export const TenantFailed: Story = {
  parameters: {
    msw: [operationOverride(UniversityDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '상점 정보를 불러오지 못했어요.' } })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('상점 정보를 불러오지 못했어요.');
  },
};

async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: '카테고리 메뉴' }));
  // The drawer is a dialog portalled to the end of the page, outside the story's canvas.
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '카테고리' });
}

/** The category menu open on a 360 px phone: main categories with their subs, then group products. */
export const MenuOpen: Story = {
  parameters: { scenario: 'anonymous' },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(await menu.findByRole('link', { name: '과잠·점퍼' })).toHaveAttribute('href', '/products?category=75');
    await expect(menu.getByRole('link', { name: '과잠' })).toHaveAttribute('href', '/products?category=75&sub=76');
    await expect(menu.getByRole('heading', { name: '단체 상품' })).toBeInTheDocument();
  },
};

export const MenuLoading: Story = {
  parameters: { scenario: 'anonymous', msw: [operationOverride(ProductCategoriesDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(menu.getByRole('status', { name: '카테고리를 불러오는 중' })).toBeInTheDocument();
  },
};

export const MenuFailed: Story = {
  parameters: {
    scenario: 'anonymous',
    msw: [operationOverride(ProductCategoriesDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '카테고리를 불러오지 못했어요.' } })],
  },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(await menu.findByRole('alert')).toHaveTextContent('카테고리를 불러오지 못했어요.');
    await expect(menu.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  },
};

/** Another tenant's settings paint the same shell: pale colour, minimal footer. */
export const AnotherTenant: Story = {
  parameters: {
    msw: [
      operationOverride(UniversityDocument, {
        data: universityResult({
          shopName: '새봄대 생협 스토어',
          themeColor: '#ffd84d',
          footerOperator: '새봄대학교 소비자생활협동조합',
          socialUrl: null,
          businessNumber: null,
          mailOrderNumber: null,
          representative: null,
        }),
      }),
    ],
  },
};
