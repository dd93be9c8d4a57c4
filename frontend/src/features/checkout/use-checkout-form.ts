import { useState, type RefObject } from 'react';
import { useFocusRefusal } from '../../lib/use-focus-refusal';
import { PERSONALISED_CONSENT_REQUIRED_MESSAGE } from '../../../../domain/production/personalised-consent';
import type { AddressFieldsFragment, PayMethod, PlaceOrderInput } from '../../lib/__generated__/graphql';
import { AGREEMENT_MESSAGE, effectivePayMethod, parsePoints, pointLimit, pointsProblem } from './checkout-rules';
import {
  blankDelivery,
  DELIVERY_FIELDS,
  deliveryValuesOf,
  toOrderDeliveryInput,
  type DeliveryField,
} from '../../widgets/delivery-address/delivery-rules';
import { useDeliveryAddress } from '../../widgets/delivery-address/use-delivery-address';

export type DeliveryMode = 'saved' | 'new';

export interface CheckoutFacts {
  cartIds: number[];
  payable: number;
  balance: number;
  pickupOnly: boolean;
  saved: AddressFieldsFragment | null;
  /** The buyer, to whom a new address is addressed at first (tel as they read it). */
  member: { name: string; tel: string };
  /** A line is made to order (embroidery): the made-to-order consent is asked (ADR 0066). */
  personalised: boolean;
}

/** Where a refusal is shown: under a field of the form, or as the alert above the pay button. */
export type RefusalPlace = { kind: 'delivery'; field: DeliveryField } | { kind: 'points' | 'payMethod' | 'consent' | 'form' };

/**
 * The checkout form's state: the address (saved or new), points, pay method and agreement, each
 * field's Korean message (shown once left or at submit, then following the typing), and focus on
 * the first invalid control after a refused submit.
 */
export function useCheckoutForm(facts: CheckoutFacts, formRef: RefObject<HTMLFormElement | null>) {
  const [mode, setMode] = useState<DeliveryMode>(facts.saved ? 'saved' : 'new');
  const address = useDeliveryAddress(() => ({ ...blankDelivery(facts.member), note: facts.saved?.note ?? '' }));
  // A member without a saved address usually wants this one kept for next time.
  const [saveAsDefault, setSaveAsDefault] = useState(facts.saved === null);
  const [pointsText, setPointsText] = useState('');
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [chosenMethod, setChosenMethod] = useState<PayMethod>('card');
  const [payMethodError, setPayMethodError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusRefusal = useFocusRefusal(formRef, '[aria-invalid="true"], [data-refusal="true"]');

  const limit = pointLimit(facts.balance, facts.payable);
  const points = parsePoints(pointsText) ?? 0;
  const usable = Math.min(points, limit);
  const left = facts.payable - usable;
  const payMethod = effectivePayMethod(left, chosenMethod);
  const askAddress = !facts.pickupOnly;
  // The saved address was checked when it was saved; only the note is typed here.
  const checkedFields: readonly DeliveryField[] = mode === 'saved' ? ['note'] : DELIVERY_FIELDS;

  const changePoints = (text: string) => {
    setPointsText(text);
    if (pointsError !== null) setPointsError(pointsProblem(text, facts.balance, facts.payable));
  };
  const touchPoints = () => setPointsError(pointsProblem(pointsText, facts.balance, facts.payable));
  const useAllPoints = () => {
    setPointsText(String(limit));
    setPointsError(pointsProblem(String(limit), facts.balance, facts.payable));
  };

  const changeAgreed = (value: boolean) => {
    setAgreed(value);
    if (value) setAgreementError(null);
  };

  const changeConsented = (value: boolean) => {
    setConsented(value);
    if (value) setConsentError(null);
  };

  const chooseMethod = (method: PayMethod) => {
    setChosenMethod(method);
    setPayMethodError(null);
  };

  /** Checks everything for a submit; the order to place, or null with the messages shown. */
  const validate = (): PlaceOrderInput | null => {
    setFailure(null);
    setPayMethodError(null);
    const deliveryErrors = address.check(askAddress ? checkedFields : []);
    const pointsMessage = pointsProblem(pointsText, facts.balance, facts.payable);
    const agreementMessage = agreed ? null : AGREEMENT_MESSAGE;
    const consentMessage = !facts.personalised || consented ? null : PERSONALISED_CONSENT_REQUIRED_MESSAGE;
    setPointsError(pointsMessage);
    setAgreementError(agreementMessage);
    setConsentError(consentMessage);
    focusRefusal();
    if (Object.keys(deliveryErrors).length > 0 || pointsMessage || agreementMessage || consentMessage) return null;
    return {
      cartIds: facts.cartIds,
      payMethod,
      pointUsing: usable,
      delivery: deliveryInput(),
      personalisedConsent: facts.personalised ? true : null,
    };
  };

  const deliveryInput = () => {
    if (!askAddress) return null;
    if (mode === 'new') return toOrderDeliveryInput(address.values, saveAsDefault);
    const saved = facts.saved as AddressFieldsFragment;
    return toOrderDeliveryInput({ ...deliveryValuesOf(saved, saved.tel), note: address.values.note }, false);
  };

  /** Shows a server refusal where it belongs and takes focus there. */
  const refuse = (place: RefusalPlace, message: string) => {
    if (place.kind === 'delivery') address.refuse(place.field, message);
    else if (place.kind === 'points') setPointsError(message);
    else if (place.kind === 'payMethod') setPayMethodError(message);
    else if (place.kind === 'consent') setConsentError(message);
    else setFailure(message);
    focusRefusal();
  };

  return {
    facts,
    delivery: { mode, setMode, address, saveAsDefault, setSaveAsDefault, askAddress },
    points: { text: pointsText, error: pointsError, limit, used: usable, change: changePoints, touch: touchPoints, useAll: useAllPoints },
    pay: { method: payMethod, chosen: chosenMethod, choose: chooseMethod, error: payMethodError, left },
    agreement: { agreed, change: changeAgreed, error: agreementError },
    consent: { asked: facts.personalised, agreed: consented, change: changeConsented, error: consentError },
    failure,
    validate,
    refuse,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
