import { atom } from 'jotai';
import { appStore } from './session';

/**
 * Spec §9: a toast stays one second and only one shows at a time. Two longer kinds share that one
 * place: a message (3 s) for a sentence worth reading, a notification (4.5 s) with a title, e.g.
 * "재입고 알림을 신청했어요". A newer toast of any kind replaces the one on screen.
 *
 * Any of them may carry one link (e.g. "장바구니 보기"). Nobody reaches a link in one second, so a
 * toast with a link stays at least as long as a message, and the host holds it while the pointer
 * is on it or the link has focus.
 */
export const TOAST_DURATION_MS = 1000;
export const MESSAGE_DURATION_MS = 3000;
export const NOTIFICATION_DURATION_MS = 4500;

export type ToastVariant = 'toast' | 'message' | 'notification';

/** The one link a toast may carry; a path of the shop. */
export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastMessage {
  /** Distinguishes two toasts with the same text, so the second restarts the timer. */
  id: number;
  message: string;
  variant: ToastVariant;
  durationMs: number;
  /** Notifications only: the bold first line. */
  title?: string | undefined;
  action?: ToastAction | undefined;
}

type Store = typeof appStore;

export interface ToastOptions {
  /** Overrides the variant's default duration, for a longer sentence. */
  durationMs?: number;
  store?: Store;
  action?: ToastAction;
}

export const toastAtom = atom<ToastMessage | null>(null);

let nextId = 1;

function show(store: Store, entry: Omit<ToastMessage, 'id'>, action: ToastAction | undefined): number {
  const id = nextId++;
  const durationMs = action ? Math.max(entry.durationMs, MESSAGE_DURATION_MS) : entry.durationMs;
  store.set(toastAtom, { id, ...entry, durationMs, action });
  return id;
}

/** Shows `message` for one second (three with a link), replacing whatever toast is on screen. */
export function showToast(message: string, options: Store | Omit<ToastOptions, 'durationMs'> = {}): number {
  const { store = appStore, action } = 'get' in options ? { store: options, action: undefined } : options;
  return show(store, { message, variant: 'toast', durationMs: TOAST_DURATION_MS }, action);
}

/** A sentence that needs reading time (3 s), e.g. why an action was refused. */
export function showMessage(message: string, { durationMs = MESSAGE_DURATION_MS, store = appStore, action }: ToastOptions = {}): number {
  return show(store, { message, variant: 'message', durationMs }, action);
}

/** A titled notice (4.5 s) the person can also close early. */
export function showNotification(
  title: string,
  message: string,
  { durationMs = NOTIFICATION_DURATION_MS, store = appStore, action }: ToastOptions = {},
): number {
  return show(store, { title, message, variant: 'notification', durationMs }, action);
}

export function dismissToast(id: number, store: Store = appStore): void {
  // Only the toast that started the timer may clear itself; a newer one stays.
  if (store.get(toastAtom)?.id === id) store.set(toastAtom, null);
}
