import { atom } from 'jotai';
import { appStore } from './session';

/** Spec §9: a toast stays one second and only one shows at a time. */
export const TOAST_DURATION_MS = 1000;

export interface ToastMessage {
  /** Distinguishes two toasts with the same text, so the second restarts the timer. */
  id: number;
  message: string;
}

export const toastAtom = atom<ToastMessage | null>(null);

let nextId = 1;

/** Shows `message`, replacing whatever toast is on screen. */
export function showToast(message: string, store = appStore): void {
  store.set(toastAtom, { id: nextId++, message });
}

export function dismissToast(id: number, store = appStore): void {
  // Only the toast that started the timer may clear itself; a newer one stays.
  if (store.get(toastAtom)?.id === id) store.set(toastAtom, null);
}
