import type { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/graphql-client';

// The console's forms check with the very zod schemas the API parses with (domain/), so a staff
// member hears the same sentence before sending as the server would answer; the server's refusal
// still lands on its field when it names one.

export type FieldErrors = Record<string, string>;

/** Every field's first problem, by the field's name (the path's first segment). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A refusal: on its field when the API named one the form shows, otherwise for the whole form. */
export function placeRefusal(error: unknown, fields: readonly string[]): { fields: FieldErrors; form: string | null } {
  const field = error instanceof ApiError ? error.extensions.field : undefined;
  if (typeof field === 'string' && fields.includes(field)) return { fields: { [field]: errorMessage(error) }, form: null };
  return { fields: {}, form: errorMessage(error) };
}

/** The sentence of a domain rule's refusal, or null when the rule lets the value pass. */
export function refusalText(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}
