import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import type { ImageTiles } from './use-image-tiles';
import styles from './product-images.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface ImageListEditorProps {
  title: string;
  hint: string;
  /** What each image is called in labels: 사진 or 상세 이미지. */
  noun: string;
  max: number;
  tiles: ImageTiles;
  canOperate: boolean;
  /** Marks the first tile as the card's picture. */
  firstIsMain?: boolean;
}

/**
 * One image list of the staff image screen: tiles in display order, each with 위로/아래로 buttons
 * (no dragging, so keyboards and phones reorder alike), 바꾸기 and 삭제, and an add button while
 * there is room. Upload progress and refusals show on the tile they belong to.
 */
export function ImageListEditor({ title, hint, noun, max, tiles, canOperate, firstIsMain = false }: ImageListEditorProps) {
  const headingId = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const list = tiles.tiles;
  const full = list.length >= max;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title} <span className={styles.count}>{list.length}/{max}</span>
      </h2>
      <p className={styles.hint}>{hint}</p>
      {list.length === 0 ? (
        <p className={styles.empty}>아직 {noun}가 없어요.</p>
      ) : (
        <ol className={styles.tiles}>
          {list.map((tile, index) => {
            const name = `${index + 1}번째 ${noun}`;
            return (
              <li key={tile.key} className={styles.tile}>
                <div className={styles.thumb}>
                  {tile.preview ? (
                    <ResponsivePicture image={tile.preview} alt={name} sizes="120px" className={styles.thumbImage} loading="lazy" />
                  ) : (
                    <span className={styles.placeholder} role="img" aria-label={`${name} 미리보기 없음`} />
                  )}
                </div>
                <div className={styles.meta}>
                  <span className={styles.position}>
                    {index + 1}
                    {firstIsMain && index === 0 ? ' · 대표 사진' : ''}
                  </span>
                  {tile.state === 'uploading' && (
                    <progress className={styles.progress} max={100} value={tile.progress} aria-label={`${name} 올리는 중`}>
                      {tile.progress}%
                    </progress>
                  )}
                  {tile.state === 'failed' && (
                    <p className={styles.error} role="alert">
                      {tile.error}
                    </p>
                  )}
                </div>
                {canOperate && (
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => tiles.move(index, -1)} aria-label={`${name} 위로`}>
                      위로
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={index === list.length - 1}
                      onClick={() => tiles.move(index, 1)}
                      aria-label={`${name} 아래로`}
                    >
                      아래로
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        replacing.current = tile.key;
                        replaceInput.current?.click();
                      }}
                      aria-label={`${name} 바꾸기`}
                    >
                      바꾸기
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => tiles.remove(tile.key)} aria-label={`${name} 삭제`}>
                      삭제
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {canOperate && (
        <>
          {/* The buttons are the one stop for keyboard users; these inputs only receive the files. */}
          <input
            ref={addInput}
            type="file"
            accept={ACCEPT}
            className={styles.hiddenInput}
            tabIndex={-1}
            aria-label={`${noun} 추가할 파일 선택`}
            disabled={full}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) tiles.add(file);
              event.target.value = '';
            }}
          />
          <input
            ref={replaceInput}
            type="file"
            accept={ACCEPT}
            className={styles.hiddenInput}
            tabIndex={-1}
            aria-label={`바꿀 ${noun} 파일 선택`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file && replacing.current) tiles.replace(replacing.current, file);
              event.target.value = '';
            }}
          />
          <Button variant="secondary" size="sm" disabled={full} onClick={() => addInput.current?.click()}>
            {full ? `${noun} ${max}장을 모두 채웠어요` : `${noun} 추가`}
          </Button>
        </>
      )}
    </section>
  );
}
