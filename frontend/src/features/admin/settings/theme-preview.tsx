import { Header } from '../../../components/ui/header';
import { contrastLabel, isHexColor, themeContrast } from '../../../../../domain/content/theme-contrast';
import styles from '../content/content.module.css';

/**
 * The header as students will see it in the chosen colour, with the text colour the shop picks and
 * the contrast the save is judged by (domain/content/theme-contrast.ts, the server's own rule).
 */
export function ThemePreview({ color, shopName }: { color: string; shopName: string }) {
  if (!isHexColor(color)) {
    return <p className={styles.muted}>올바른 색을 입력하면 미리보기가 보여요.</p>;
  }
  const contrast = themeContrast(color);
  return (
    <div className={styles.preview}>
      {/* A picture of the header, not a second one to use: inert keeps its link out of reach. */}
      <div className={styles.previewFrame} inert aria-hidden="true" data-testid="theme-preview">
        <Header shopName={shopName || '쇼핑몰 이름'} brandColor={{ background: color, foreground: contrast.text }} />
      </div>
      <p className={`${styles.ratio} ${contrast.passes ? styles.pass : styles.fail}`} aria-live="polite">
        {contrastLabel(contrast)}
      </p>
    </div>
  );
}
