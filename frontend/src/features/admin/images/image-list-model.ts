import type { ResponsiveImageData } from '../../../components/ui/responsive-picture';

/** One tile of the staff image lists: a stored image, or a file on its way up. */
export interface ImageTile {
  key: string;
  /** The address to save; null until the upload finished. */
  url: string | null;
  /** What the tile shows: the stored image's sizes, or the picked file's local preview. */
  preview: ResponsiveImageData | null;
  state: 'done' | 'uploading' | 'failed';
  progress: number;
  error?: string;
}

let nextKey = 0;
export const tileKey = (prefix: string) => `${prefix}-${nextKey++}`;

export const storedTile = (image: ResponsiveImageData): ImageTile => ({
  key: tileKey('stored'),
  url: image.src,
  preview: image,
  state: 'done',
  progress: 100,
});

/** The list with the tile at `index` moved `delta` places (-1 up, +1 down); unchanged at either end. */
export function moveTile<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The addresses to save, or null while a tile is uploading or failed (the save waits for them). */
export function savedUrls(tiles: readonly ImageTile[]): string[] | null {
  if (tiles.some((tile) => tile.state !== 'done' || !tile.url)) return null;
  return tiles.map((tile) => tile.url!);
}
