import { describe, expect, it } from 'vitest';
import { moveTile, savedUrls, storedTile, type ImageTile } from './image-list-model';

const tile = (src: string): ImageTile => storedTile({ src, width: null, height: null, sources: [] });

describe('staff image list', () => {
  it('moves a tile up and down and leaves the ends alone', () => {
    expect(moveTile(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveTile(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveTile(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveTile(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('saves addresses in order only once every upload finished', () => {
    const done = [tile('/a.jpg'), tile('/b.jpg')];
    expect(savedUrls(done)).toEqual(['/a.jpg', '/b.jpg']);
    expect(savedUrls([...done, { ...tile('/c.jpg'), url: null, state: 'uploading', progress: 40 }])).toBeNull();
    expect(savedUrls([{ ...tile('/c.jpg'), state: 'failed' }])).toBeNull();
  });
});
