import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SIZE_VALUE_MESSAGE } from '../../../domain/catalog/size-chart';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

/** The logo tee: sold in XS to 3XL, so the scenario gives it a chart. */
const ROUTE = '/admin/products/24';
/** The canvas eco bag: no sizes, no chart yet. */
const NO_CHART = '/admin/products/30';

const meta = {
  title: 'admin/products/SizeChartEditor',
  component: AdminArea,
  ...adminStory(ROUTE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: '사이즈표 (cm)' }, { timeout: 5000 }));

/** The chart as saved: measurement names, a row per size; a blank cell is refused in Korean. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await expect(form.getByRole('textbox', { name: '치수 1 이름' })).toHaveValue('총장');
    const cell = form.getByRole('textbox', { name: 'M 가슴단면 (cm)' });
    await expect(cell).toHaveValue('56');
    await userEvent.clear(cell);
    await userEvent.click(form.getByRole('button', { name: '사이즈표 저장' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(SIZE_VALUE_MESSAGE);
  },
};

/** At 360 px the table scrolls sideways inside the form. */
export const FilledPhone: Story = {
  parameters: { route: ROUTE },
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: 'L 총장 (cm)' }));
    await userEvent.type(form.getByRole('textbox', { name: 'L 총장 (cm)' }), '73.5');
    await userEvent.click(form.getByRole('button', { name: '사이즈표 저장' }));
    await expect(await form.findByRole('status')).toHaveTextContent('사이즈표를 저장했어요.');
  },
};

/** A product without a chart starts from the usual four measurements and S to XL. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: { route: NO_CHART },
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await expect(form.getByRole('textbox', { name: '치수 4 이름' })).toHaveValue('소매길이');
    await expect(form.getByRole('textbox', { name: 'S 총장 (cm)' })).toHaveValue('');
    await expect(form.queryByRole('button', { name: '사이즈표 지우기' })).toBeNull();
  },
};

/** ADMINHIDDEN reads the chart but changes nothing. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { route: ROUTE, ...READONLY },
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await expect(form.getByRole('textbox', { name: 'M 총장 (cm)' })).toBeDisabled();
    await expect(form.queryByRole('button', { name: '사이즈표 저장' })).toBeNull();
  },
};
