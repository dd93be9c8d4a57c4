import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakePostcode, HANBIT_ADDRESS, unavailablePostcode } from '../../frontend/src/widgets/address-search/postcode-fakes';
import { AddressScreen } from '../../frontend/src/features/account/member-screens';
import { UpdateUserDeliveryDocument, UserDeliveryDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { expectBusy } from '../support/states';
import { withPostcode } from './account-story';

const meta = {
  title: 'account/AddressPage',
  component: AddressScreen,
  parameters: { route: '/my/address' },
  decorators: [withPostcode(fakePostcode([HANBIT_ADDRESS]))],
} satisfies Meta<typeof AddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The saved address, ready to change. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^주소/ })).toHaveValue('대전광역시 유성구 한빛대학로 123');
    await expect(canvas.getByRole('textbox', { name: /^우편번호/ })).toHaveAttribute('readonly');
  },
};

/** No address saved yet: a blank one addressed to the member. */
export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/저장된 배송지가 없어요/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^받는 분/ })).toHaveValue('이새봄');
  },
};

/** Kakao's address search in a bottom sheet (a stand-in here); a result fills postcode and address. */
export const SearchAddress: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '주소 검색' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '주소 검색' });
    await userEvent.click(await within(sheet).findByRole('button', { name: /한빛대학로 99/ }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^우편번호/ })).toHaveValue('34134'));
  },
};

/** The search script is blocked (offline, a school firewall): the member types the address. */
export const SearchUnavailable: Story = {
  parameters: { scenario: 'new-member' },
  decorators: [withPostcode(unavailablePostcode)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '주소 검색' }));
    await expect(await canvas.findByText(/주소 검색 서비스를 불러오지 못했어요/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^우편번호/ })).not.toHaveAttribute('readonly');
  },
};

export const ValidationErrors: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tel = await canvas.findByRole('textbox', { name: /^연락처/ });
    await userEvent.clear(tel);
    await userEvent.type(tel, '12');
    await userEvent.click(canvas.getByRole('button', { name: '배송지 저장' }));
    await expect(canvas.getAllByText('주소 검색 버튼을 눌러 주소를 찾아 주세요.')).toHaveLength(2);
    await expect(canvas.getByText(/받는 분 연락처를 다시 확인해 주세요/)).toBeVisible();
  },
};

/** The server refused the address: its sentence above the button. */
export const SaveRefused: Story = {
  parameters: {
    msw: [operationOverride(UpdateUserDeliveryDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '배송지를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '배송지 저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('배송지를 저장하지 못했어요.');
  },
};

export const Loading: Story = {
  parameters: { msw: [operationOverride(UserDeliveryDocument, { loading: true })] },
  play: expectBusy,
};

export const Error: Story = {
  parameters: {
    msw: [operationOverride(UserDeliveryDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '배송지를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('배송지를 불러오지 못했어요.');
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};
