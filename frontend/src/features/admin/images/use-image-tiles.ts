import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/graphql-client';
import { uploadPhoto } from '../../../lib/photo-upload';
import type { ResponsiveImageData } from '../../../components/ui/responsive-picture';
import { moveTile, storedTile, tileKey, type ImageTile } from './image-list-model';

/**
 * One editable image list of the staff image screen (the gallery or the story tab): stored images
 * and picked files, each file uploading at once with its own progress. Nothing is saved here; the
 * page sends the whole list when staff press 저장.
 */
export function useImageTiles(stored: readonly ResponsiveImageData[], field: 'images' | 'detailImages') {
  const [tiles, setTiles] = useState<ImageTile[]>(() => stored.map(storedTile));
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<ImageTile>) =>
    setTiles((current) => current.map((tile) => (tile.key === key ? { ...tile, ...change } : tile)));

  /** Uploads `file` into the tile `key` (a new one, or one being replaced). */
  const upload = (key: string, file: File) => {
    // Some embedded browsers (and jsdom) lack object URLs: the tile then shows its progress alone.
    const local = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    if (local) previews.current.add(local);
    const preview = local ? { src: local, width: null, height: null, sources: [] } : null;
    update(key, { url: null, preview, state: 'uploading', progress: 0, error: undefined });
    uploadPhoto(file, (progress) => update(key, { progress }), field)
      .then((url) => update(key, { url, state: 'done', progress: 100 }))
      .catch((error: unknown) => update(key, { state: 'failed', error: errorMessage(error) }));
  };

  return {
    tiles,
    reset: (images: readonly ResponsiveImageData[]) => setTiles(images.map(storedTile)),
    add: (file: File) => {
      const key = tileKey('new');
      setTiles((current) => [...current, { key, url: null, preview: null, state: 'uploading', progress: 0 }]);
      upload(key, file);
    },
    replace: (key: string, file: File) => upload(key, file),
    move: (index: number, delta: -1 | 1) => setTiles((current) => moveTile(current, index, delta)),
    remove: (key: string) => setTiles((current) => current.filter((tile) => tile.key !== key)),
  };
}

export type ImageTiles = ReturnType<typeof useImageTiles>;
