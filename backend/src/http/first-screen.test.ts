// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PICTURE_SIZES, type FirstScreenQuery } from '../../../domain/catalog/first-screen';
import { firstScreenAnswers, firstScreenScript, imagePreloadLink, leadImages } from './first-screen';

const TENANT = { university: { id: 1, promotedCategories: [{ categoryId: 4 }, { categoryId: 9 }] } };

describe('the first screen', () => {
  it('asks home’s first promoted row for the tenant’s first promoted category and leaves out a failed query', async () => {
    const asked: FirstScreenQuery[] = [];
    const answers = await firstScreenAnswers(async (query) => {
      asked.push(query);
      if (query.operation === 'University') return TENANT;
      if (query.operation === 'Ads') throw new Error('down');
      return { products: { items: [] } };
    }, '/', '');
    expect(asked.map((q) => q.variables)).toEqual([{}, {}, { data: { categoryId: 4, limit: 10 } }]);
    expect(answers.map((a) => a.operation)).toEqual(['University', 'ProductList']);
  });

  it('writes a data block no answer can close, and nothing without answers', () => {
    const script = firstScreenScript([{ operation: 'University', variables: {}, data: { name: '</script><script>x()</script> & \u2028' } }]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual([{ operation: 'University', variables: {}, data: { name: '</script><script>x()</script> & \u2028' } }]);
    expect(firstScreenScript([])).toBe('');
  });

  it('preloads the file the <picture> picks: its first source with the same sizes, else the plain address', () => {
    const avif = { type: 'image/avif', srcset: '/u/a-360.avif 360w, /u/a-720.avif 720w' };
    const [card, plain, gallery] = leadImages([
      { operation: 'ProductList', variables: {}, pages: true, data: { products: { items: [{ images: [{ src: '/u/a.jpg', sources: [avif] }] }, { images: [], image: '/s/b.svg' }] } } },
      { operation: 'ProductDetail', variables: { id: 1 }, data: { product: { images: [{ src: '/u/c.jpg', sources: [] }] } } },
    ]);
    expect(imagePreloadLink(card!)).toBe(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avif.srcset}" imagesizes="${PICTURE_SIZES.card}" type="image/avif" />`,
    );
    expect(imagePreloadLink(plain!)).toBe('<link rel="preload" as="image" fetchpriority="high" href="/s/b.svg" />');
    expect(imagePreloadLink(gallery!)).toBe('<link rel="preload" as="image" fetchpriority="high" href="/u/c.jpg" />');
    expect(imagePreloadLink({ image: { src: '/s/"><script>', sources: [] }, sizes: '' })).not.toContain('"><script>');
  });

  it('preloads home’s first banner only when it is a picture', () => {
    const ads = (list: unknown[]) => leadImages([{ operation: 'Ads', variables: {}, data: { ads: list } }]);
    expect(ads([{ imageUrl: '/static/ads/ad-1.svg' }, { imageUrl: '/static/ads/ad-2.svg' }]).map((l) => l.image.src)).toEqual(['/static/ads/ad-1.svg']);
    expect(ads([{ imageUrl: null }, { imageUrl: '/static/ads/ad-2.svg' }])).toEqual([]);
  });
});
