import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { operationDocumentsPerChunk } from '../frontend/build/operation-documents';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  staticDirs: [
    // mockServiceWorker.js, the MSW worker the preview registers.
    '../frontend/public',
    // Product and banner images, at the same URLs the backend serves them.
    { from: '../backend/src/static', to: '/static' },
  ],
  core: { disableTelemetry: true },
  // Not the app's vite config: its root, proxy and env (VITE_API_BASE) would send requests past the
  // mocked same-origin /api. Storybook needs React and the documents' printed query text (ADR 0068).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [operationDocumentsPerChunk(), ...(viteConfig.plugins ?? []), react()],
  }),
};

export default config;
