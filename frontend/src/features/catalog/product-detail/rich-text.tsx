import { looksLikeHtml } from '../../../../../domain/catalog/rich-text-policy';
import { sanitizedHtml } from './sanitize-html';
import styles from './product-info.module.css';

/**
 * A product page's story, info or FAQ: HTML through the allow-list, plain text as paragraphs
 * with its line breaks kept (staff type Q./A. pairs and size charts line by line).
 */
export function RichText({ text, empty }: { text: string; empty: string }) {
  if (text.trim() === '') return <p className={styles.emptyText}>{empty}</p>;
  if (looksLikeHtml(text)) {
    const html = sanitizedHtml(text);
    if (html !== null) return <div className={styles.richText}>{html}</div>;
  }
  return (
    <div className={styles.richText}>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className={styles.plain}>
          {paragraph.trim()}
        </p>
      ))}
    </div>
  );
}
