import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Toast } from '../components/ui/toast';
import { dismissToast, toastAtom } from '../lib/toast';

/**
 * Renders the single current toast and clears it when its time is up (spec §9: 1 s, 3 s, 4.5 s).
 * While the pointer rests on it or focus is inside it (its link or close button), the time stands
 * still and then runs on from where it stopped: nobody should lose a link while reaching for it.
 */
export function ToastHost() {
  const toast = useAtomValue(toastAtom);
  const store = useStore();
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = toast !== null && heldId === toast.id;
  const clock = useRef<{ id: number; remainingMs: number } | null>(null);

  useEffect(() => {
    if (!toast || held) return;
    if (clock.current?.id !== toast.id) clock.current = { id: toast.id, remainingMs: toast.durationMs };
    const entry = clock.current;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id, store), entry.remainingMs);
    return () => {
      clearTimeout(timer);
      entry.remainingMs -= Date.now() - startedAt;
    };
  }, [toast, held, store]);

  if (!toast) return null;
  const hold = () => setHeldId(toast.id);
  const release = () => setHeldId(null);
  const releaseOnLeave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) release();
  };
  return (
    // Not a control itself: it only notices the pointer and focus of the toast's own link and button.
    <div onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={releaseOnLeave}>
      <Toast
        key={toast.id}
        message={toast.message}
        variant={toast.variant}
        title={toast.title}
        action={toast.action}
        onAction={() => dismissToast(toast.id, store)}
        onClose={toast.variant === 'notification' ? () => dismissToast(toast.id, store) : undefined}
      />
    </div>
  );
}
