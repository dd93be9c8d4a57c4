// The contract's SDL as strings. Every consumer of the mocked API runs through Vite (the dev
// server, Storybook, vitest), whose import.meta.glob inlines the files at build time; that keeps
// one loader for the browser and Node alike. Anything else passes `typeDefs` to createMockApi.
const files = import.meta.glob<string>('../../schema/*.graphql', { query: '?raw', import: 'default', eager: true });

export const SCHEMA_SDL: readonly string[] = Object.keys(files)
  .sort()
  .map((path) => files[path] ?? '');
