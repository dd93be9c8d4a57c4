import type { ReactNode } from 'react';
import styles from './field-row.module.css';

/**
 * A field with the button that acts on it beside it ("중복 확인", "인증번호 받기", "주소 검색"): the
 * field takes the width, the button keeps its words on one line and sits level with the input.
 * Children: the field, then the Button (or the field alone while there is nothing to press).
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.fieldRow}>{children}</div>;
}
