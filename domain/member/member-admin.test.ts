import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/errors';
import { parseInput } from '../errors/input';
import {
  adjustPointsInput,
  checkAdjustPoints,
  checkSetLevel,
  checkSuspend,
  filterRange,
  matchesMemberSearch,
  memberSearchOf,
  restoredLevel,
  setLevelInput,
  standingName,
  suspendInput,
  takeTooMuch,
} from './member-admin';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? (error.extensions.code as string) : 'not an AppError';
  }
  return undefined;
};

const member = (authority: number, overrides: { id?: number; resigned?: boolean } = {}) => ({ id: 7, authority, resigned: false, ...overrides });

describe('member search', () => {
  it('normalises a whole Korean mobile number to the stored E.164', () => {
    expect(memberSearchOf('010-1234-5678')).toMatchObject({ telExact: '+821012345678', telDigits: '1012345678' });
  });

  it('keeps part of a number as digits matched inside the stored number', () => {
    const search = memberSearchOf('1234-56');
    expect(search).toMatchObject({ telExact: null, telDigits: '123456' });
    expect(matchesMemberSearch({ name: '김', email: 'a@b.kr', tel: '+821012345678' }, search)).toBe(true);
    expect(matchesMemberSearch({ name: '김', email: 'a@b.kr', tel: '+821099990000' }, search)).toBe(false);
  });

  it('matches names and e-mails regardless of case, and an empty search matches everyone', () => {
    expect(memberSearchOf('  ')).toBeNull();
    expect(matchesMemberSearch({ name: '이한빛', email: 'Demo@hanbit.ac.kr', tel: null }, memberSearchOf('DEMO@'))).toBe(true);
    expect(matchesMemberSearch({ name: '이한빛', email: 'x@y.kr', tel: null }, memberSearchOf('한빛'))).toBe(true);
    expect(matchesMemberSearch({ name: '이한빛', email: 'x@y.kr', tel: null }, memberSearchOf('박'))).toBe(false);
  });

  it('filters by standing, suspended members being every negative level', () => {
    expect(filterRange('SUSPENDED')).toEqual({ min: Number.MIN_SAFE_INTEGER, max: -1 });
    expect(filterRange('HIDDEN')).toEqual({ min: 1, max: 1 });
    expect(filterRange(null)).toBeNull();
  });
});

describe('point adjustments', () => {
  it('refuses 0, fractions, amounts past a million and a reason under two characters, naming the field', () => {
    for (const [data, field] of [
      [{ userId: 1, amount: 0, reason: '이벤트' }, 'amount'],
      [{ userId: 1, amount: 1.5, reason: '이벤트' }, 'amount'],
      [{ userId: 1, amount: -1_000_001, reason: '이벤트' }, 'amount'],
      [{ userId: 1, amount: 100, reason: ' 가 ' }, 'reason'],
    ] as const) {
      try {
        parseInput(adjustPointsInput, data);
        expect.unreachable();
      } catch (error) {
        expect((error as AppError).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
    }
    expect(parseInput(adjustPointsInput, { userId: 1, amount: -500, reason: '  오지급 회수  ' })).toEqual({ userId: 1, amount: -500, reason: '오지급 회수' });
  });

  it('refuses withdrawn and suspended members, and says the balance when taking too much', () => {
    expect(codeOf(() => checkAdjustPoints(member(0, { resigned: true })))).toBe('INVALID_STATE');
    expect(codeOf(() => checkAdjustPoints(member(-1)))).toBe('INVALID_STATE');
    expect(codeOf(() => checkAdjustPoints(member(0)))).toBeUndefined();
    expect(takeTooMuch(1_200).message).toContain('1,200P');
    expect(takeTooMuch(1_200).extensions).toMatchObject({ code: 'INSUFFICIENT_POINTS', field: 'amount' });
  });
});

describe('suspension and levels', () => {
  it('suspends members, never oneself, staff or someone suspended already', () => {
    expect(codeOf(() => checkSuspend(member(1), 3))).toBeUndefined();
    expect(codeOf(() => checkSuspend(member(0), 7))).toBe('FORBIDDEN');
    expect(codeOf(() => checkSuspend(member(2), 3))).toBe('INVALID_STATE');
    expect(codeOf(() => checkSuspend(member(-1), 3))).toBe('INVALID_STATE');
    expect(codeOf(() => parseInput(suspendInput, { userId: 7, reason: '' }))).toBe('BAD_USER_INPUT');
  });

  it('restores to the level kept at suspension, NORMAL when none was kept', () => {
    expect(restoredLevel(member(-1), 1)).toBe(1);
    expect(restoredLevel(member(-1), null)).toBe(0);
    expect(codeOf(() => restoredLevel(member(0), null))).toBe('INVALID_STATE');
  });

  it('sets levels 0-3 on others only, not on suspended members, not to the level they have', () => {
    expect(codeOf(() => parseInput(setLevelInput, { userId: 7, level: 4 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => parseInput(setLevelInput, { userId: 7, level: -1 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => checkSetLevel(member(0), 2, 7))).toBe('FORBIDDEN');
    expect(codeOf(() => checkSetLevel(member(-1), 2, 3))).toBe('INVALID_STATE');
    expect(codeOf(() => checkSetLevel(member(2), 2, 3))).toBe('INVALID_STATE');
    expect(codeOf(() => checkSetLevel(member(0), 3, 3))).toBeUndefined();
  });

  it('names standings in Korean', () => {
    expect(standingName(-1)).toBe('정지');
    expect(standingName(3)).toBe('운영진');
    expect(standingName(9)).toBe('운영진');
  });
});
