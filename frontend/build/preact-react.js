import compat from 'preact/compat';
import { useState } from 'preact/hooks';

// What the shop's build imports as `react` (ADR 0068): Preact's compat layer with one change.
// Preact derives `useId` from a component's place in the tree, and screens rendered through a
// portal or a lazy chunk got the same id as a product card: a dialog was then named by that card.
// The shop renders on the client only (no hydration to match), so a counter is unique and stable.
// Plain JavaScript: Preact's compat types are written with `export =`, which `export *` cannot re-export.
export * from 'preact/compat';

let next = 0;

/** @returns {string} */
export function useId() {
  return useState(() => `r${(next++).toString(36)}`)[0];
}

export default { ...compat, useId };
