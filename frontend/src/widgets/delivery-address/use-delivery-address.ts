import { useState } from 'react';
import type { FoundAddress } from '../address-search/postcode-loader';
import { DELIVERY_FIELDS, deliveryProblem, deliveryProblems, type DeliveryErrors, type DeliveryField, type DeliveryValues } from './delivery-rules';

/** What the address fields read and call; a screen with its own form state builds one itself. */
export interface DeliveryAddressControl {
  values: DeliveryValues;
  errors: DeliveryErrors;
  /** The search could not load, so the postcode and address are typed. */
  manual: boolean;
  change: (field: DeliveryField, value: string) => void;
  touch: (field: DeliveryField) => void;
  fill: (found: FoundAddress) => void;
  searchUnavailable: () => void;
}

/**
 * An address form's state: a field's message appears when it is left (or at submit) and then
 * follows the typing, so it goes away as soon as the value is right.
 */
export function useDeliveryAddress(initial: () => DeliveryValues) {
  const [values, setValues] = useState<DeliveryValues>(initial);
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [manual, setManual] = useState(false);

  const change = (field: DeliveryField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field in errors) setErrors((current) => ({ ...current, [field]: deliveryProblem(field, next, manual) ?? undefined }));
  };
  const touch = (field: DeliveryField) => setErrors((current) => ({ ...current, [field]: deliveryProblem(field, values, manual) ?? undefined }));
  // A search result is right by construction; its fields are checked again only at submit.
  const fill = ({ postCode, address }: FoundAddress) => {
    setValues((current) => ({ ...current, postCode, address }));
    setErrors((current) => ({ ...current, postCode: undefined, address: undefined }));
  };

  /** Checks `fields` for a submit and shows their messages; an empty object means none. */
  const check = (fields: readonly DeliveryField[] = DELIVERY_FIELDS): DeliveryErrors => {
    const found = deliveryProblems(values, manual, fields);
    setErrors(found);
    return found;
  };
  /** Shows a server refusal under the field it names. */
  const refuse = (field: DeliveryField, message: string) => setErrors({ [field]: message });

  // From now on the postcode and address are typed: a message already shown that asked for the
  // search is replaced by the typing rule, so nothing tells the student to press a search that failed.
  const searchUnavailable = () => {
    setManual(true);
    setErrors((current) => {
      const next = { ...current };
      for (const field of ['postCode', 'address'] as const) {
        if (field in current) next[field] = deliveryProblem(field, values, true) ?? undefined;
      }
      return next;
    });
  };
  return { values, errors, manual, change, touch, fill, searchUnavailable, check, refuse };
}
