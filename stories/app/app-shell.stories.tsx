import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Layout } from '../../frontend/src/app/layout';
import { UniversityDocument } from '../../frontend/src/lib/__generated__/graphql';
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

const shellOf = (scenario: ScenarioName): Story => ({
  parameters: { scenario },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: storyTenant.shopName })).toHaveAttribute('href', '/');
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent(storyTenant.footerOperator);
  },
});

/** The header and footer as each scenario's visitor sees them (the tenant is the same). */
export const Standard = shellOf('standard');
export const NewMember = shellOf('new-member');
export const Anonymous = shellOf('anonymous');
export const SoldOut = shellOf('sold-out');

export const LoadingTenant: Story = {
  parameters: { msw: [operationOverride(UniversityDocument, { loading: true })] },
};

/** The tenant could not be loaded: no name, no footer, the toast says why. */
export const TenantFailed: Story = {
  parameters: {
    msw: [operationOverride(UniversityDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '상점 정보를 불러오지 못했습니다.' } })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('상점 정보를 불러오지 못했습니다.');
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
