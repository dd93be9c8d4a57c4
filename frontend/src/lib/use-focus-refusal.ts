import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After each refused submit, focus moves to the form's first field marked refused (matching
 * `selector`), so keyboard and screen-reader users land on what to fix. Call the returned
 * function whenever a submit is refused; the focus moves once the refusal has rendered.
 */
export function useFocusRefusal(formRef: RefObject<HTMLFormElement | null>, selector = '[aria-invalid="true"]'): () => void {
  const [attempt, setAttempt] = useState(0);
  const focused = useRef(attempt);

  useEffect(() => {
    if (focused.current === attempt) return;
    focused.current = attempt;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  return () => setAttempt((n) => n + 1);
}
