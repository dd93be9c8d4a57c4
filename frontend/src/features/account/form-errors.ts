import { ApiError, errorMessage } from '../../lib/graphql-client';

/** Where a refusal belongs on a form: under one of its fields, or above the submit button. */
export interface FormFailure<TField extends string> {
  field: TField | null;
  message: string;
}

/**
 * Places a refusal: the server names the field it refuses in `extensions.field` (e.g. `name`);
 * `byCode` puts refusals that name none (a wrong password is LOGIN_FAILED) under a field anyway.
 */
export function formFailureOf<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  byCode: Partial<Record<string, TField>> = {},
): FormFailure<TField> {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { field: null, message };
  const named = error.extensions.field;
  const field = fields.find((candidate) => candidate === named) ?? (error.code ? byCode[error.code] : undefined) ?? null;
  return { field, message };
}
