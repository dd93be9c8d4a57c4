import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStore, authTokenAtom } from './lib/session';
import './app/global.css';

/**
 * `npm run dev:mock` (Vite mode `mock`): the mocked API answers in a service worker before the
 * first request. The import is dynamic and the mode a build-time constant, so other builds drop
 * the branch and ship no msw at all.
 */
async function startMockedApi(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startDevMocking } = await import('../../mocks/browser');
  const mocking = await startDevMocking(import.meta.env.VITE_MOCK_SCENARIO, import.meta.env.VITE_MOCK_LATENCY);
  if (mocking.sessionToken !== undefined) appStore.set(authTokenAtom, mocking.sessionToken);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startMockedApi()
  .catch((error: unknown) => console.error('[mocked API] The service worker did not start:', error))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
