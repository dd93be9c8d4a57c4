import { SEOUL_MINUTE } from '../../lib/format';

// `datetime-local` inputs carry no zone; the console reads and writes them on the shop's (Seoul)
// clock, whatever the staff member's laptop is set to.

const seoulParts = new Intl.DateTimeFormat('en-CA', SEOUL_MINUTE);

/** An instant as a `datetime-local` value on the Seoul clock ("2026-12-05T10:00"). */
export function toSeoulInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = Object.fromEntries(seoulParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A `datetime-local` value read on the Seoul clock, as an ISO instant; empty stays null. The value
 * carries seconds when they are not zero (a value set with seconds, or typed where the browser
 * shows them), so both shapes are read.
 */
export function fromSeoulInput(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(`${/T\d\d:\d\d$/.test(value) ? `${value}:00` : value}+09:00`);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
