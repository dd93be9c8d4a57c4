import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffShopSettingsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// /admin/settings on the mocked API's `staff` scenario (the demo tenant 한빛대학교).

const meta = {
  title: 'admin/content/SettingsPage',
  component: AdminArea,
  ...adminStory('/admin/settings'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const colourField = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /^테마 색상/ });

/** Laptop: every field, the header preview in the tenant's blue and its passing ratio. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await colourField(canvasElement)).toHaveValue('#1e4fa3');
    await expect(canvas.getByText('대비 7.7:1 · 통과')).toBeVisible();
    await expect(canvas.getByLabelText(/^쇼핑몰 이름/)).toHaveValue('한빛대 생협 굿즈샵');
    await expect(canvas.getByRole('button', { name: '설정 저장' })).toBeEnabled();
  },
};

export const Phone: Story = { play: Filled.play };

/** A mid grey fails with either text colour: the preview says so and saving names the field. */
export const LowContrast: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colour = await colourField(canvasElement);
    await userEvent.clear(colour);
    await userEvent.type(colour, '#777777');
    await expect(canvas.getByText('대비 4.4:1 · 미달')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '설정 저장' }));
    await expect(await canvas.findByText(/글자 대비가 4.4:1이라 읽기 어려워요/)).toBeVisible();
  },
};

/** Look-only staff see the values and the preview, with no save button. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await expect(await colourField(canvasElement)).toHaveAttribute('readonly');
    await expect(within(canvasElement).queryByRole('button', { name: '설정 저장' })).toBeNull();
  },
};

const blankSettings = {
  __typename: 'StaffShopSettings' as const,
  id: 1,
  name: '한빛대학교',
  shopName: '한빛대 생협 굿즈샵',
  siteUrl: 'https://shop.hanbit.ac.kr',
  topNotice: null,
  topNoticeEndsAt: null,
  footerOperator: '한빛대학교 소비자생활협동조합',
  footerAddress: '대전광역시 유성구 한빛대학로 123',
  defaultTitle: '한빛대 단체복 공동구매 몰',
  titleTemplate: '%s | 한빛대 생협 굿즈샵',
  socialUrl: null,
  chatUrl: null,
  themeColor: '#ffe066',
  businessNumber: null,
  mailOrderNumber: null,
  representative: null,
  csTel: null,
  csEmail: null,
  kakaoClientId: null,
  naverClientId: null,
  googleClientId: null,
  updatedAt: '2026-11-27T00:00:00.000Z',
};

/** A new tenant: every optional line blank, a pale yellow that takes dark text. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffShopSettingsDocument, { data: { staffShopSettings: blankSettings } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('SNS 주소')).toHaveValue('');
    await expect(within(canvasElement).getByText(/· 통과$/)).toBeVisible();
  },
};

export const EmptyPhone: Story = { parameters: Empty.parameters, play: Empty.play };

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffShopSettingsDocument) };

export const LoadingPhone: Story = loadingStory(StaffShopSettingsDocument);

export const Error: Story = { globals: LAPTOP, ...errorStory(StaffShopSettingsDocument, '설정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.') };

export const ErrorPhone: Story = errorStory(StaffShopSettingsDocument, '설정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
