// The shop clock pinned to the mocked scenario's instant: the mocked API builds its sale windows
// around MOCK_NOW, so product cards read the same D-days every day.
import type { Decorator } from '@storybook/react-vite';
import { ShopClockContext } from '../../frontend/src/lib/clock';
import { MOCK_NOW } from '../../mocks/scenarios';

const mockNow = () => MOCK_NOW;

export const withShopClock: Decorator = (Story) => (
  <ShopClockContext.Provider value={mockNow}>
    <Story />
  </ShopClockContext.Provider>
);
