import { beforeAll } from 'vitest';
import { preloadScreens } from '../lib/feature-route';

// Screens are lazy chunks in the app (docs/decisions/0055); a test renders a route and reads it
// at once, as a returning visitor whose chunks are cached sees it.
beforeAll(() => preloadScreens());
