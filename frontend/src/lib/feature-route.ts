import type { ComponentType } from 'react';

/** One screen of a feature's `*-routes.ts`, which app/routes.tsx registers (a path may use wouter parameters). */
export interface FeatureRoute {
  path: string;
  component: ComponentType;
}
