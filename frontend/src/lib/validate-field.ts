import { validationMessages as messages } from './validation-messages';

export interface FieldRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Numeric fields: the value must parse as a number inside [min, max]. */
  numeric?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** A more specific wording for a pattern mismatch, e.g. how an e-mail address looks. */
  patternMessage?: string;
}

/**
 * Characters as a person counts them: "👍" or a composed Hangul syllable is one, which is what a
 * "20자 이하" rule means to a student typing an embroidered name.
 */
function characterCount(value: string): number {
  return [...value.normalize('NFC')].length;
}

function checkNumber(text: string, rules: FieldRules): string | null {
  const number = Number(text.replaceAll(',', ''));
  if (!Number.isFinite(number)) return messages.notANumber;
  if (rules.integer && !Number.isInteger(number)) return messages.notAnInteger;
  const { min, max } = rules;
  const tooLow = min !== undefined && number < min;
  const tooHigh = max !== undefined && number > max;
  if (!tooLow && !tooHigh) return null;
  if (min !== undefined && max !== undefined) return messages.range(min, max);
  return tooLow ? messages.min(min as number) : messages.max(max as number);
}

/**
 * The first rule `value` breaks, as the Korean message to show under the field, or null when it
 * passes. An empty optional field passes every other rule: "optional" means it may stay blank.
 */
export function validateField(value: string | null | undefined, rules: FieldRules): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return rules.required ? messages.required : null;

  const length = characterCount(text);
  if (rules.minLength !== undefined && length < rules.minLength) return messages.minLength(rules.minLength);
  if (rules.maxLength !== undefined && length > rules.maxLength) return messages.maxLength(rules.maxLength);

  if (rules.numeric || rules.integer || rules.min !== undefined || rules.max !== undefined) {
    const numberError = checkNumber(text, rules);
    if (numberError) return numberError;
  }

  if (rules.pattern) {
    // A global or sticky RegExp keeps lastIndex between calls; a fresh copy tests the same each time.
    const pattern = new RegExp(rules.pattern.source, rules.pattern.flags.replace(/[gy]/g, ''));
    if (!pattern.test(text)) return rules.patternMessage ?? messages.pattern;
  }
  return null;
}

/** Every field's first broken rule; fields that pass are left out, so an empty object means valid. */
export function validateFields<TField extends string>(
  values: Partial<Record<TField, string | null | undefined>>,
  rules: Record<TField, FieldRules>,
): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  for (const field of Object.keys(rules) as TField[]) {
    const error = validateField(values[field], rules[field]);
    if (error !== null) errors[field] = error;
  }
  return errors;
}
