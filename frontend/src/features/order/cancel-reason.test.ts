import { describe, expect, it } from 'vitest';
import { cancelReasonOf, DETAIL_REQUIRED_MESSAGE, REASON_REQUIRED_MESSAGE } from './cancel-reason';

describe('cancel reason', () => {
  it('sends the chosen reason, with the member words after it when there are any', () => {
    expect(cancelReasonOf('change-of-mind', '')).toEqual({ reason: '단순 변심' });
    expect(cancelReasonOf('wrong-option', ' L로 다시 살게요 ')).toEqual({ reason: '사이즈·색상을 잘못 선택했어요 - L로 다시 살게요' });
  });

  it('asks for a choice, and for words when the reason is 기타', () => {
    expect(cancelReasonOf('', '')).toEqual({ error: REASON_REQUIRED_MESSAGE });
    expect(cancelReasonOf('other', '가')).toEqual({ error: DETAIL_REQUIRED_MESSAGE });
    expect(cancelReasonOf('other', '졸업식에 못 가요')).toEqual({ reason: '졸업식에 못 가요' });
  });
});
