import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { Toast } from '../components/ui/toast';
import { TOAST_DURATION_MS, dismissToast, toastAtom } from '../lib/toast';

/** Renders the single current toast and clears it after one second (spec §9). */
export function ToastHost() {
  const toast = useAtomValue(toastAtom);
  const store = useStore();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id, store), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, store]);

  return toast ? <Toast key={toast.id} message={toast.message} /> : null;
}
