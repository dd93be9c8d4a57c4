import { PICTURE_SIZES, ResponsivePicture, type ResponsiveImageData } from '../../../components/ui/responsive-picture';
import styles from './product-info.module.css';
import { RichText } from './rich-text';

interface StoryPanelProps {
  story: string;
  productName: string;
  /** The long images staff put under the story, in order. */
  images: readonly ResponsiveImageData[];
}

/** The story tab: the text, then the long detail images, each at the column's width. */
export function StoryPanel({ story, productName, images }: StoryPanelProps) {
  if (images.length === 0) return <RichText text={story} empty="상품 설명이 아직 없어요." />;
  return (
    <div className={styles.story}>
      {story && <RichText text={story} empty="" />}
      {images.map((image, index) => (
        <ResponsivePicture
          key={image.src}
          image={image}
          alt={`${productName} 상세 이미지 ${index + 1}`}
          sizes={PICTURE_SIZES.story}
          className={styles.storyImage}
          loading="lazy"
          decoding="async"
        />
      ))}
    </div>
  );
}
