export {};

/**
 * Spec §8: queries flagged to show errors display the toast. Mutations show theirs unless they
 * opt out with `showError: false` (a screen that renders the error inline).
 */
export type AppQueryMeta = { showError?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
