import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { PHOTO_CAP_MESSAGE, REVIEW_LIMITS } from '../../../../domain/review/review-limits';
import { uploadPhoto } from '../../lib/photo-upload';
import type { ReviewPhoto } from './review-form-model';

let nextKey = 0;

/**
 * The photos of one review form: kept ones from the review being edited, and new files that upload
 * as soon as they are picked, each with its own progress, so the member sees what is happening.
 */
export function useReviewPhotos(initial: readonly string[]) {
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() =>
    initial.map((url) => ({ key: `kept-${nextKey++}`, url, preview: url, progress: 100, state: 'done' })),
  );
  /** A refusal about the picking itself (the cap, a refused type) rather than one photo. */
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<ReviewPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const start = (file: File) => {
    const key = `new-${nextKey++}`;
    // Some embedded browsers (and jsdom) lack object URLs: the tile then shows a placeholder.
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    if (preview) previews.current.add(preview);
    setPhotos((current) => [...current, { key, url: null, preview, progress: 0, state: 'uploading' }]);
    uploadPhoto(file, (progress) => update(key, { progress }))
      .then((url) => update(key, { url, state: 'done', progress: 100 }))
      .catch((error: unknown) => {
        // A refused name (HEIC, an unknown type) is about the choice: say it once, drop the tile.
        if (error instanceof ApiError && error.extensions.field === 'name') {
          setNotice(errorMessage(error));
          remove(key);
          return;
        }
        update(key, { state: 'failed', error: errorMessage(error) });
      });
  };

  const add = (files: readonly File[]) => {
    const room = REVIEW_LIMITS.maxImages - photos.length;
    setNotice(files.length > room ? PHOTO_CAP_MESSAGE : null);
    files.slice(0, Math.max(0, room)).forEach(start);
  };

  function remove(key: string) {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.key === key);
      if (gone?.preview && previews.current.delete(gone.preview)) URL.revokeObjectURL(gone.preview);
      return current.filter((photo) => photo.key !== key);
    });
  }

  return { photos, add, remove, notice };
}
