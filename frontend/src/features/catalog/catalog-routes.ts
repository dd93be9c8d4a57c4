import type { ComponentType } from 'react';

/** This feature's screens; app/routes.tsx registers them (a path may use wouter parameters). */
export const catalogRoutes: readonly { path: string; component: ComponentType }[] = [];
