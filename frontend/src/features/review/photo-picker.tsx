import { useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { REVIEW_LIMITS } from '../../../../domain/review/review-limits';
import type { ReviewPhoto } from './review-form-model';
import styles from './review-form.module.css';

interface PhotoPickerProps {
  photos: readonly ReviewPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  notice: string | null;
  error?: string | undefined;
}

/** Up to five photos: thumbnails with their upload progress and a remove button each. */
export function PhotoPicker({ photos, onAdd, onRemove, notice, error }: PhotoPickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= REVIEW_LIMITS.maxImages;
  const message = error ?? notice;
  return (
    <fieldset className={styles.photos} aria-describedby={`${inputId}-hint`}>
      <legend className={styles.legend}>
        사진 <span className={styles.count}>{photos.length}/{REVIEW_LIMITS.maxImages}</span>
      </legend>
      <p id={`${inputId}-hint`} className={styles.hint}>
        JPG, PNG, WEBP, GIF 사진을 {REVIEW_LIMITS.maxImages}장까지 올릴 수 있어요. 아이폰의 HEIC 사진은 JPG로 바꿔서 올려 주세요.
      </p>
      <ul className={styles.thumbs} aria-label="올린 사진">
        {photos.map((photo, index) => (
          <li key={photo.key} className={styles.thumb}>
            {(photo.preview ?? photo.url) ? (
              <img src={photo.preview ?? photo.url ?? undefined} alt={`리뷰 사진 ${index + 1}`} />
            ) : (
              <span className={styles.placeholder} role="img" aria-label={`리뷰 사진 ${index + 1}`} />
            )}
            {photo.state === 'uploading' && (
              <progress className={styles.progress} max={100} value={photo.progress} aria-label={`사진 ${index + 1} 올리는 중`}>
                {photo.progress}%
              </progress>
            )}
            {photo.state === 'failed' && <p className={styles.thumbError}>{photo.error}</p>}
            <button type="button" className={styles.remove} onClick={() => onRemove(photo.key)} aria-label={`사진 ${index + 1} 삭제`}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        className={styles.hiddenInput}
        // The button below is the one stop for keyboard users; this input only receives the files.
        tabIndex={-1}
        aria-label="리뷰 사진 선택"
        disabled={full}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          // The same file may be picked again after removing it.
          event.target.value = '';
        }}
      />
      <Button type="button" variant="secondary" size="sm" disabled={full} onClick={() => input.current?.click()}>
        {full ? `사진 ${REVIEW_LIMITS.maxImages}장을 모두 올렸어요` : '사진 추가'}
      </Button>
      <p className={styles.status} role="status">
        {photos.some((photo) => photo.state === 'uploading') ? '사진을 올리는 중이에요.' : ''}
      </p>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
