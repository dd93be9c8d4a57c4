import { createContext, useContext } from 'react';

/**
 * "Now" for deadlines and D-days. The screens read the device clock; stories and tests pin it to
 * the instant their mocked catalogue was built around, so a card that the API calls open never
 * reads "판매 종료" there just because the calendar moved on.
 */
export const ShopClockContext = createContext<() => Date>(() => new Date());

export function useNow(): Date {
  return useContext(ShopClockContext)();
}
