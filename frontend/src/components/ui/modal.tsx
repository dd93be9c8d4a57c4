import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { useDialog } from './use-dialog';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, e.g. 취소 / 확인. */
  footer?: ReactNode;
  /** A tap on the dimmed page closes it, unless the dialog must be answered. */
  closeOnBackdrop?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}

function DialogFrame({ kind, open, onClose, title, children, footer, closeOnBackdrop = true, initialFocus }: DialogProps & { kind: 'modal' | 'sheet' }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // A text selection that starts in the panel and ends on the backdrop must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useDialog(open, onClose, panelRef, initialFocus);
  if (!open) return null;

  const onBackdropClick = (event: MouseEvent) => {
    if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div
      className={kind === 'sheet' ? `${styles.backdrop} ${styles.sheetBackdrop}` : styles.backdrop}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdropClick}
    >
      <div ref={panelRef} className={styles[kind]} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {kind === 'sheet' && <div className={styles.handle} aria-hidden="true" />}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={kind === 'sheet' ? `${styles.footer} ${styles.sheetFooter}` : styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** A centred dialog for a short question or form, e.g. confirming an order cancellation. */
export function Modal(props: DialogProps) {
  return <DialogFrame kind="modal" {...props} />;
}

/**
 * A panel that rises from the bottom edge, in reach of a thumb: option pickers, filters, the
 * purchase bar's choices.
 */
export function BottomSheet(props: DialogProps) {
  return <DialogFrame kind="sheet" {...props} />;
}
