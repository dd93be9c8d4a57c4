// Console stories render the whole staff area (its frame, guard and routes) at an address, signed
// in as the ADMIN (`staff`) or look-only staff (`staff-readonly`), at a laptop or a phone width.
import { AdminArea } from '../../frontend/src/app/admin/admin-area';

export { AdminArea };

export interface AdminStoryOptions {
  /** Signed in as ADMINHIDDEN: every change button hidden. */
  readonly?: boolean;
  /** The laptop viewport (1280 px) instead of the 360 px phone. */
  laptop?: boolean;
}

/** Parameters and globals of a console story at `route`. */
export function adminStory(route: string, { readonly = false, laptop = false }: AdminStoryOptions = {}) {
  return {
    parameters: { route, scenario: readonly ? 'staff-readonly' : 'staff' },
    globals: laptop ? { viewport: { value: 'laptop1280', isRotated: false } } : {},
  };
}

/** Story globals for the laptop width staff work at first. */
export const LAPTOP = { viewport: { value: 'laptop1280', isRotated: false } };

/** Story parameters signing in as look-only staff (ADMINHIDDEN). */
export const READONLY = { scenario: 'staff-readonly' } as const;
