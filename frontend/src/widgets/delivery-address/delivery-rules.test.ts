import { describe, expect, it } from 'vitest';
import { DELIVERY_TEL_MESSAGE as TEL_MESSAGE, POSTCODE_MESSAGE } from '../../../../domain/account/delivery-address-limits';
import { validationMessages } from '../../lib/validation-messages';
import {
  blankDelivery,
  deliveryProblem,
  deliveryProblems,
  deliveryValuesOf,
  SEARCH_FIRST_MESSAGE,
  toOrderDeliveryInput,
  toUserDeliveryInput,
  type DeliveryValues,
} from './delivery-rules';

const DORM: DeliveryValues = {
  name: '김한빛',
  tel: '010-1234-5678',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '한빛관 기숙사 B동 305호',
  note: '',
};

describe('delivery address rules', () => {
  it('asks for the search for a blank postcode or address while the search works, and for typing once it cannot load', () => {
    const blank = { ...DORM, postCode: '', address: '' };
    expect(deliveryProblems(blank, false)).toEqual({ postCode: SEARCH_FIRST_MESSAGE, address: SEARCH_FIRST_MESSAGE });
    expect(deliveryProblems(blank, true)).toEqual({ postCode: validationMessages.required, address: validationMessages.required });
  });

  it('takes a typed postcode only as five digits', () => {
    expect(deliveryProblem('postCode', { ...DORM, postCode: '3413' }, true)).toBe(POSTCODE_MESSAGE);
    expect(deliveryProblem('postCode', { ...DORM, postCode: '3413a' }, true)).toBe(POSTCODE_MESSAGE);
    expect(deliveryProblem('postCode', { ...DORM, postCode: ' 34134 ' }, true)).toBeNull();
  });

  it('accepts a domestic number with or without hyphens or an international one, and says how one looks otherwise', () => {
    for (const tel of ['010-1234-5678', '01012345678', '02-123-4567', '+1 202 555 0123']) {
      expect(deliveryProblem('tel', { ...DORM, tel }, false)).toBeNull();
    }
    expect(deliveryProblem('tel', { ...DORM, tel: '1234' }, false)).toBe(TEL_MESSAGE);
    expect(deliveryProblem('tel', { ...DORM, tel: ' ' }, false)).toBe(validationMessages.required);
  });

  it('counts a recipient of twenty Hangul syllables as twenty characters and refuses a blank or longer one', () => {
    expect(deliveryProblem('name', { ...DORM, name: '한'.repeat(20).normalize('NFD') }, false)).toBeNull();
    expect(deliveryProblem('name', { ...DORM, name: '한'.repeat(21) }, false)).toBe(validationMessages.maxLength(20));
    expect(deliveryProblem('name', { ...DORM, name: '  ' }, false)).toBe(validationMessages.required);
  });

  it('lets the detail and note stay blank but not run past 100 characters', () => {
    expect(deliveryProblems({ ...DORM, detailAddress: '', note: '' }, false)).toEqual({});
    expect(deliveryProblems({ ...DORM, detailAddress: '가'.repeat(101), note: '나'.repeat(101) }, false)).toEqual({
      detailAddress: validationMessages.maxLength(100),
      note: validationMessages.maxLength(100),
    });
  });

  it('checks only the fields asked for, as beside a saved address where just the note is typed', () => {
    expect(deliveryProblems({ ...blankDelivery({ name: '', tel: '' }), note: '나'.repeat(101) }, false, ['note'])).toEqual({
      note: validationMessages.maxLength(100),
    });
  });

  it('starts a new address from the member and a stored one from its fields, a missing note as blank', () => {
    expect(blankDelivery({ name: '이새봄', tel: '010-5550-1234' })).toEqual({
      name: '이새봄',
      tel: '010-5550-1234',
      postCode: '',
      address: '',
      detailAddress: '',
      note: '',
    });
    expect(deliveryValuesOf({ ...DORM, note: null }, '010-1234-5678')).toEqual(DORM);
  });

  it('sends trimmed values, a blank note as none, and saveAsDefault only with an order address', () => {
    const typed = { ...DORM, name: ' 김한빛 ', detailAddress: ' 305호 ', note: '   ' };
    const saved = toUserDeliveryInput(typed);
    expect(saved).toEqual({ ...DORM, detailAddress: '305호', note: null });
    expect(saved).not.toHaveProperty('saveAsDefault');
    expect(toOrderDeliveryInput({ ...typed, note: ' 문 앞 ' }, true)).toEqual({ ...DORM, detailAddress: '305호', note: '문 앞', saveAsDefault: true });
  });
});
