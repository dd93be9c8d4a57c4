import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useFocusRefusal } from '../../lib/use-focus-refusal';
import { formFailureOf } from './form-errors';

type Errors<TField extends string> = Partial<Record<TField, string>>;

/** The fields typed as text, which a text input or a select can bind to. */
type TextKeys<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] & string;

/**
 * The state every account form keeps: values, the Korean message under each field, a refusal that
 * names no field, and focus on the first invalid field after a refused submit. A field's message
 * appears when it is left (or at submit) and then follows the typing, so it goes away as soon as
 * the value is right.
 */
export function useFormFields<TValues extends object, TField extends keyof TValues & string>(
  initial: () => TValues,
  fields: readonly TField[],
  validateOne: (field: TField, values: TValues) => string | null,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Errors<TField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const focusRefusal = useFocusRefusal(formRef);

  const isField = (key: keyof TValues): key is TField => (fields as readonly (keyof TValues)[]).includes(key);

  const change = <TKey extends keyof TValues>(key: TKey, value: TValues[TKey]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Every field already checked follows along, so a confirmation tracks the password it repeats.
    const shown = fields.filter((field) => field in errors);
    if (shown.length === 0) return;
    setErrors((current) => {
      const updated = { ...current };
      for (const field of shown) updated[field] = validateOne(field, next) ?? undefined;
      return updated;
    });
  };

  const touch = (key: keyof TValues) => {
    if (isField(key)) setErrors((current) => ({ ...current, [key]: validateOne(key, values) ?? undefined }));
  };

  /** Checks every field for a submit; true when the form may be sent. */
  const validateAll = (): boolean => {
    setFailure(null);
    const found: Errors<TField> = {};
    for (const field of fields) {
      const error = validateOne(field, values);
      if (error !== null) found[field] = error;
    }
    setErrors(found);
    focusRefusal();
    return Object.keys(found).length === 0;
  };

  /** Shows a server refusal under its field and takes focus there. */
  const refuse = (field: TField, message: string) => {
    setErrors({ [field]: message } as Errors<TField>);
    focusRefusal();
  };

  /** What a text input or select needs to show and edit a text field, with its message. */
  const bind = <TKey extends TextKeys<TValues>>(key: TKey) => ({
    name: key,
    value: values[key] as string,
    error: isField(key) ? errors[key] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(key, event.target.value as TValues[TKey]),
    onBlur: () => touch(key),
  });

  /** Handles the submit event; true when every field passed and the form may be sent. */
  const submitted = (event: FormEvent): boolean => {
    event.preventDefault();
    return validateAll();
  };

  /** Puts a server refusal under the field it names (or `byCode` assigns), else above the button. */
  const place = (error: unknown, byCode: Partial<Record<string, TField>> = {}) => {
    const placed = formFailureOf(error, fields, byCode);
    if (placed.field) refuse(placed.field, placed.message);
    else setFailure(placed.message);
  };

  /** Drops the messages of fields filled from elsewhere (an address search), until they are checked again. */
  const clearErrors = (cleared: readonly TField[]) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field as TField))) as Errors<TField>);

  return { formRef, values, setValues, errors, failure, bind, change, touch, submitted, place, clearErrors };
}
