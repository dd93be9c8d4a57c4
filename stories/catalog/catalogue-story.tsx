// What the catalogue's stories share: the clock pinned to the mocked scenario's instant (the
// mocked API builds its sale windows around MOCK_NOW, so D-days read the same every day) and the
// detail page mounted on its route so that it reads the product id from the address.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { CatalogClockContext } from '../../frontend/src/features/catalog/clock';
import { ProductDetailPage } from '../../frontend/src/features/catalog/product-detail/product-detail-page';
import { operationOverride } from '../../mocks/overrides';
import { MOCK_NOW } from '../../mocks/scenarios';

const mockNow = () => MOCK_NOW;

export const withCatalogClock: Decorator = (Story) => (
  <CatalogClockContext.Provider value={mockNow}>
    <Story />
  </CatalogClockContext.Provider>
);

export function ProductDetailRoute() {
  return <Route path="/products/:id" component={ProductDetailPage} />;
}

type Play = { play: (context: { canvasElement: HTMLElement }) => Promise<void> };

/** The screen's query never answers: the page shows its placeholders and says it is busy. */
export function loadingStory<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>) {
  return {
    parameters: { msw: [operationOverride(document, { loading: true })] },
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    },
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
