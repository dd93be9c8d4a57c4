import { useContext, useEffect, useState } from 'react';
import { ShopClockContext } from './clock';

/**
 * Whole seconds from the shop clock's now until `until` (never below 0), redrawn every second: the
 * countdowns of an admission and of a checkout hold. Stories pin the clock, so they stand still.
 */
export function useSecondsLeft(until: string): number {
  const clock = useContext(ShopClockContext);
  const [, redraw] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => redraw((count) => count + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((Date.parse(until) - clock().getTime()) / 1000));
}

/** "04:09": minutes and seconds, as a countdown shows them. */
export function clockText(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
