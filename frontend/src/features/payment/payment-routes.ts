import { createElement, lazy, Suspense } from 'react';
import { lazyScreen, type FeatureRoute } from '../../lib/feature-route';
import { routes } from '../../lib/paths';

/**
 * Only the mocked API hands out /sandbox/checkout addresses (the real backend serves its own
 * page). Vite replaces `import.meta.env.MODE` at build time, so a production bundle drops the
 * branch and with it the stand-in's chunk.
 */
function mockOnlyRoutes(): FeatureRoute[] {
  if (import.meta.env.MODE !== 'mock') return [];
  const SandboxCheckout = lazy(() => import('./sandbox/sandbox-checkout-screen'));
  const SandboxCheckoutScreen = () => createElement(Suspense, { fallback: null }, createElement(SandboxCheckout));
  return [{ path: routes.sandboxCheckout, component: SandboxCheckoutScreen }];
}

export const paymentRoutes: readonly FeatureRoute[] = [
  { path: routes.paymentComplete, component: lazyScreen(() => import('./payment-complete-screen'), 'PaymentCompleteScreen') },
  ...mockOnlyRoutes(),
];
