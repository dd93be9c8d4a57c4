// Renders every story in jsdom with the decorators Storybook uses, against the mocked API, and
// runs its play function: a story that throws, fails its play or logs a console.error fails here.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sharedAnnotations, storyScenario } from '../.storybook/decorators';
import { applyMockApi } from '../.storybook/mock-api';
import { resolveFetchAgainstPage, server } from '../frontend/src/testing/mocked-api';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
  storyName: string;
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

setProjectAnnotations([
  sharedAnnotations,
  {
    beforeEach: (context) => {
      applyMockApi(server, storyScenario(context.globals, context.parameters), context.parameters.msw);
    },
  },
]);

let restoreFetch: () => void = () => {};
let consoleError: MockInstance<typeof console.error>;

beforeAll(() => {
  server.listen();
  restoreFetch = resolveFetchAgainstPage();
  // Stories update asynchronously the way the app does; React's act() bookkeeping is for unit tests.
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});

afterAll(() => {
  restoreFetch();
  server.close();
});

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

async function renderStory(Story: ComposedStory): Promise<void> {
  await Story.load();
  const { container } = render(<Story />);
  if (Story.play) await Story.play({ canvasElement: container });
  // One more turn for effects and responses that the play function did not wait for.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const entries = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));

it('finds the stories', () => {
  expect(entries.length).toBeGreaterThan(0);
});

for (const [path, module] of entries) {
  describe(path.replace(/^\.\//, ''), () => {
    const stories = Object.values(composeStories(module)) as unknown as ComposedStory[];
    it.each(stories.map((story) => [story.storyName, story] as const))('%s renders without errors', async (_name, Story) => {
      await renderStory(Story);
      expect(consoleError.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
    });
  });
}
