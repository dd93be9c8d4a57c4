import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffProductImagesDocument, StaffSetProductImagesDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { STALE_EDIT_MESSAGE } from '../../../domain/staff/staff-messages';
import { buildImageSource, buildResponsiveImage, buildStaffProductImages } from '../../../mocks/factories';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// The eco bag (product 30 of the standard catalogue) in the mocked store, unless a story overrides it.
const ROUTE = '/admin/products/30/images';

const meta = {
  title: 'admin/images/ProductImages',
  component: AdminArea,
  ...adminStory(ROUTE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (name: string) =>
  buildResponsiveImage({
    src: `/uploads/images/2026/11/${name}.jpg`,
    width: 3000,
    height: 3000,
    sources: ['avif', 'webp'].map((format) =>
      buildImageSource({ type: `image/${format}`, srcset: [360, 720, 1080].map((w) => `/uploads/images/2026/11/${name}-w${w}.${format} ${w}w`).join(', ') }),
    ),
  });

const filled = buildStaffProductImages({
  productId: 30,
  productName: '한빛 캔버스 에코백',
  images: [photo('front'), buildResponsiveImage({ src: '/static/products/hanbit-ecobag-1.svg' })],
  detailImages: [photo('story-1'), photo('story-2')],
});
const withFilled = { msw: [operationOverride(StaffProductImagesDocument, { data: { staffProductImages: filled } })] };

const tilesOf = async (canvasElement: HTMLElement, section: RegExp) =>
  within(within(await within(canvasElement).findByRole('region', { name: section }, { timeout: 5000 })).getByRole('list')).getAllByRole('listitem');

/** The ADMIN on a laptop: both lists with their order buttons, upload and save. */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: withFilled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story also loads the console's lazy chunk, which a busy machine takes a while to do.
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛 캔버스 에코백 사진' }, { timeout: 5000 })).toBeVisible();
    await expect(await tilesOf(canvasElement, /^상품 사진/)).toHaveLength(2);
    await expect(await tilesOf(canvasElement, /^상세 이미지/)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '1번째 사진 위로' })).toBeDisabled();
    await expect(canvas.getByText('1 · 대표 사진')).toBeVisible();
    // Sizes reach the screen too: the tile's <picture> offers AVIF first.
    await expect(canvasElement.querySelector('picture source')?.getAttribute('type')).toBe('image/avif');
    await expect(canvas.getByRole('button', { name: '저장' })).toBeEnabled();
  },
};

/** The same at 360 px: tiles stack, buttons wrap under the picture. */
export const FilledPhone: Story = {
  parameters: withFilled,
  play: async ({ canvasElement }) => {
    await expect(await tilesOf(canvasElement, /^상품 사진/)).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: '2번째 사진 아래로' })).toBeDisabled();
  },
};

/** Reordering with the keyboard and saving to the mocked store (the T-shirt, three images): the new first image is saved. */
export const ReorderAndSave: Story = {
  globals: LAPTOP,
  parameters: { route: '/admin/products/24/images' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await tilesOf(canvasElement, /^상품 사진/);
    await expect(tiles).toHaveLength(3);
    const secondSrc = within(tiles[1]!).getByRole('img').getAttribute('src');
    canvas.getByRole('button', { name: '2번째 사진 위로' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByText('사진을 저장했어요. 학생들에게 바로 보여요.')).toBeVisible();
    await waitFor(async () => expect(within((await tilesOf(canvasElement, /^상품 사진/))[0]!).getByRole('img')).toHaveAttribute('src', secondSrc));
  },
};

/** A product without detail images (the seeded catalogue): the story list says so. */
export const Empty: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 상세 이미지가 없어요.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '상세 이미지 추가' })).toBeEnabled();
  },
};

export const EmptyPhone: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 상세 이미지가 없어요.')).toBeVisible();
  },
};

/** Look-only staff see the images but no button that changes them. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { ...READONLY, ...withFilled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tilesOf(canvasElement, /^상품 사진/)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: '저장' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /위로|아래로|바꾸기|삭제/ })).toBeNull();
  },
};

export const ReadOnlyPhone: Story = {
  parameters: { ...READONLY, ...withFilled },
  play: async ({ canvasElement }) => {
    await expect(await tilesOf(canvasElement, /^상세 이미지/)).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('button', { name: '사진 추가' })).toBeNull();
  },
};

/** Someone else saved first: the sentence and a reload button, nothing overwritten. */
export const Conflict: Story = {
  globals: LAPTOP,
  parameters: {
    msw: [
      ...withFilled.msw,
      operationOverride(StaffSetProductImagesDocument, { error: { code: 'CONFLICT', message: STALE_EDIT_MESSAGE } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '저장' }));
    await expect(await canvas.findByText(STALE_EDIT_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '새로고침' })).toBeEnabled();
  },
};

export const Loading: Story = loadingStory(StaffProductImagesDocument);
export const LoadingPhone: Story = loadingStory(StaffProductImagesDocument);

export const Error: Story = { globals: LAPTOP, ...errorStory(StaffProductImagesDocument, '상품 사진을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.') };
export const ErrorPhone: Story = errorStory(StaffProductImagesDocument, '상품 사진을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
