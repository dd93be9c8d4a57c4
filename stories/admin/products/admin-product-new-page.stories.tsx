import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffProductPickersDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { expectBusy, errorStory } from '../../support/states';
import { operationOverride } from '../../../mocks/overrides';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const ROUTE = '/admin/products/new';

const meta = {
  title: 'admin/products/AdminProductNewPage',
  component: AdminArea,
  ...adminStory(ROUTE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form; the server's own rules run before sending, so a wrong price is named at once. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: '상품 정보' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^상품 이름/ }), '2027 과잠');
    await userEvent.type(within(form).getByRole('textbox', { name: /^상품 코드/ }), 'JK-2027');
    await userEvent.type(within(form).getByRole('textbox', { name: /^정가/ }), '10000');
    await userEvent.type(within(form).getByRole('textbox', { name: /^판매가/ }), '20000');
    await userEvent.click(within(form).getByRole('button', { name: '등록하기' }));
    await expect(await within(form).findByText('판매가는 정가보다 클 수 없어요.')).toBeVisible();
  },
};

export const FilledPhone: Story = {
  parameters: { route: ROUTE },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '등록하기' })).toBeVisible();
  },
};

/** ADMINHIDDEN may not register products: no form, a sentence saying why. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { route: ROUTE, ...READONLY },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('상품을 등록할 권한이 없어요')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: '등록하기' })).toBeNull();
  },
};

/** The blank form: hidden from students by default, the first delivery template picked. */
export const Empty: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: '상품 정보' });
    await expect(within(form).getByRole('textbox', { name: /^상품 이름/ })).toHaveValue('');
    await expect(within(form).getByRole('combobox', { name: '공개 범위' })).toHaveDisplayValue('운영진(열람) 이상');
    await expect(within(form).getByRole('combobox', { name: /^배송 템플릿/ })).not.toHaveValue('');
  },
};

export const Loading: Story = {
  globals: LAPTOP,
  parameters: { route: ROUTE, msw: [operationOverride(StaffProductPickersDocument, { loading: true })] },
  play: expectBusy,
};

const error = errorStory(StaffProductPickersDocument, '배송 템플릿을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
export const Error: Story = { ...error, parameters: { route: ROUTE, ...error.parameters } };
