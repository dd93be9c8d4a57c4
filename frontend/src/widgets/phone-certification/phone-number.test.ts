import { describe, expect, it } from 'vitest';
import { displayTel, splitTel } from './phone-number';

const codes = ['+82', '+1', '+86', '+976', '+998'];

describe('stored phone numbers in the form', () => {
  it('turns a Korean E.164 number back into the dashed local number', () => {
    expect(splitTel('+821012345678', codes)).toEqual({ countryDialingCode: '+82', tel: '010-1234-5678' });
    expect(splitTel('+82111234567', codes)).toEqual({ countryDialingCode: '+82', tel: '011-123-4567' });
  });

  it('picks the longest matching dialing code', () => {
    expect(splitTel('+97688112233', codes)).toEqual({ countryDialingCode: '+976', tel: '88112233' });
    expect(splitTel('+12025550123', codes)).toEqual({ countryDialingCode: '+1', tel: '2025550123' });
  });

  it('keeps a local number as typed under the default code', () => {
    expect(splitTel('010-5555-1234', codes)).toEqual({ countryDialingCode: '+82', tel: '010-5555-1234' });
  });

  it('reads a certified number back with its code only when it is foreign', () => {
    expect(displayTel('+821012345678', codes)).toBe('010-1234-5678');
    expect(displayTel('+8613800138000', codes)).toBe('+86 13800138000');
  });
});
