// Play steps and parameters for the states every screen has a story for (loading and error); the
// mocked API answers the named operation that way while the rest of the scenario stays real.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect, waitFor, within } from 'storybook/test';
import { operationOverride } from '../../mocks/overrides';

type Play = { play: (context: { canvasElement: HTMLElement }) => Promise<void> };

/** A play step: the screen shows that something is still loading. */
export async function expectBusy({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
}

/** The screen's query never answers: the page shows its placeholders and says it is busy. */
export function loadingStory<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>) {
  return {
    parameters: { msw: [operationOverride(document, { loading: true })] },
    play: expectBusy,
  } satisfies Play & { parameters: object };
}

/** The screen's query fails: the page shows the API's Korean message and a retry. */
export function errorStory<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, message: string) {
  return {
    parameters: { msw: [operationOverride(document, { error: { code: 'INTERNAL_SERVER_ERROR', message } })] },
    play: async ({ canvasElement }) => {
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent(message);
      await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
    },
  } satisfies Play & { parameters: object };
}
