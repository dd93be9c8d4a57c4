import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchButton } from '../../frontend/src/app/header/search-button';

// The header's 상품 검색 sheet (ADR 0058). Recent searches live in this device's storage
// (recent-store.ts); each story writes its own before rendering and clears them after.
const SEARCHES_KEY = 'recent:searches';

const searched = (words: string[]) => () => {
  localStorage.setItem(SEARCHES_KEY, JSON.stringify(words));
  return {};
};

const meta = {
  title: 'app/SearchButton',
  component: SearchButton,
  parameters: { route: '/' },
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog the button opens; it is rendered into the page body. */
async function openSheet(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '상품 검색' }));
  return within(document.body).findByRole('dialog', { name: '상품 검색' });
}

/** Closed: only the magnifier button in the header, announcing that it opens a dialog. */
export const Closed: Story = {
  loaders: [searched([])],
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '상품 검색' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Opened on a new device: the search field and its hint, no recent searches yet. */
export const OpenWithoutRecent: Story = {
  loaders: [searched([])],
  play: async ({ canvasElement }) => {
    const sheet = within(await openSheet(canvasElement));
    await expect(sheet.getByRole('searchbox', { name: '검색어' })).toHaveAttribute('placeholder', '과잠, 후드, ㄱㅈ');
    await expect(sheet.queryByRole('heading', { name: '최근 검색어' })).toBeNull();
    await userEvent.click(sheet.getByRole('button', { name: '닫기' }));
  },
};

/** Opened with recent searches: newest first as chips, and 전체 삭제 forgets them all. */
export const OpenWithRecent: Story = {
  loaders: [searched(['과잠', '후드'])],
  play: async ({ canvasElement }) => {
    const sheet = within(await openSheet(canvasElement));
    const chips = sheet.getAllByRole('button').filter((button) => ['과잠', '후드'].includes(button.textContent ?? ''));
    await expect(chips.map((chip) => chip.textContent)).toEqual(['과잠', '후드']);
    await userEvent.click(sheet.getByRole('button', { name: '전체 삭제' }));
    await waitFor(() => expect(sheet.queryByRole('heading', { name: '최근 검색어' })).toBeNull());
    await userEvent.click(sheet.getByRole('button', { name: '닫기' }));
  },
};

/** A blank search does nothing: the sheet stays open and nothing is remembered. */
export const BlankSearch: Story = {
  loaders: [searched([])],
  play: async ({ canvasElement }) => {
    const sheet = within(await openSheet(canvasElement));
    await userEvent.type(sheet.getByRole('searchbox', { name: '검색어' }), '   {Enter}');
    await expect(within(document.body).getByRole('dialog', { name: '상품 검색' })).toBeVisible();
    await expect(localStorage.getItem(SEARCHES_KEY)).toBe('[]');
    await userEvent.click(sheet.getByRole('button', { name: '닫기' }));
  },
};

/** A search closes the sheet and remembers the words for next time. */
export const Searches: Story = {
  loaders: [searched([])],
  play: async ({ canvasElement }) => {
    const sheet = within(await openSheet(canvasElement));
    await userEvent.type(sheet.getByRole('searchbox', { name: '검색어' }), '과잠{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(localStorage.getItem(SEARCHES_KEY) ?? '[]')).toEqual(['과잠']);
    localStorage.removeItem(SEARCHES_KEY);
  },
};
