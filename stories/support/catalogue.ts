// Fixed sample data for primitive stories, from the same scenario the mocked API serves, built
// for one instant so that sale windows and badges do not change from day to day.
import { buildStandardCatalogue } from '../../mocks/scenarios/standard';
import { university } from '../../mocks/scenarios/standard/tenant';

export const STORY_NOW = new Date('2026-11-21T10:00:00+09:00');

export const storyCatalogue = buildStandardCatalogue(STORY_NOW);

export const storyProducts = storyCatalogue.products;

export const storyTenant = university;

/** The product with the most photos, for galleries. */
export const galleryProduct = [...storyProducts].sort(
  (a, b) => [b.image, b.image2, b.image3].filter(Boolean).length - [a.image, a.image2, a.image3].filter(Boolean).length,
)[0];
