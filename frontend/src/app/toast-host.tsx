import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { Toast } from '../components/ui/toast';
import { dismissToast, toastAtom } from '../lib/toast';

/** Renders the single current toast and clears it when its time is up (spec §9: 1 s, 3 s, 4.5 s). */
export function ToastHost() {
  const toast = useAtomValue(toastAtom);
  const store = useStore();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id, store), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, store]);

  if (!toast) return null;
  return (
    <Toast
      key={toast.id}
      message={toast.message}
      variant={toast.variant}
      title={toast.title}
      onClose={toast.variant === 'notification' ? () => dismissToast(toast.id, store) : undefined}
    />
  );
}
