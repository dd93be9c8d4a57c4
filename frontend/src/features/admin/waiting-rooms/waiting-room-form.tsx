import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';
import type { StaffWaitingRoomFieldsFragment, WaitingRoomRateMode } from '../../../lib/__generated__/graphql';
import { staffWaitingRoomInput } from '../../../../../domain/waiting-room/waiting-room-rules';
import { FormFailure } from '../form-failure';
import { fieldErrorsOf, placeRefusal, type FieldErrors } from '../form-errors';
import { useStaffLevel } from '../use-staff-level';
import { useSetWaitingRoom } from './use-waiting-rooms';

type Room = StaffWaitingRoomFieldsFragment;

const FIELDS = ['enabled', 'queueOpensMinutesBefore', 'rateMode', 'rate', 'admissionMinutes', 'holdMinutes'] as const;
const MODES = [
  { value: 'PER_MINUTE', label: '1분에 N명씩', description: '정해진 속도로 순서대로 들여보내요.' },
  { value: 'CONCURRENT', label: '동시에 최대 N명', description: '주문을 마치거나 입장 시간이 끝난 자리만큼 들여보내요.' },
] as const;

/** Staff's settings of one room; the rate may change while the room runs. */
export function WaitingRoomForm({ room }: { room: Room }) {
  const { canOperate } = useStaffLevel();
  const save = useSetWaitingRoom();
  const [enabled, setEnabled] = useState(room.enabled);
  const [mode, setMode] = useState<WaitingRoomRateMode>(room.rateMode);
  const [values, setValues] = useState({
    queueOpensMinutesBefore: String(room.queueOpensMinutesBefore),
    rate: String(room.rate),
    admissionMinutes: String(room.admissionMinutes),
    holdMinutes: String(room.holdMinutes),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffWaitingRoomInput.safeParse({
      productId: room.productId,
      enabled,
      rateMode: mode,
      queueOpensMinutesBefore: Number(values.queueOpensMinutesBefore),
      rate: Number(values.rate),
      admissionMinutes: Number(values.admissionMinutes),
      holdMinutes: Number(values.holdMinutes),
    });
    setSaved(false);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        const placed = placeRefusal(error, FIELDS);
        setErrors(placed.fields);
        setFailure(placed.form);
      },
    });
  };
  const field = (name: keyof typeof values, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      value={values[name]}
      error={errors[name]}
      disabled={!canOperate}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );
  return (
    <form onSubmit={submit} aria-label={`${room.productName} 대기열 설정`} noValidate>
      <Checkbox label="대기열 켜기" description="판매 시작 시각에 대기열을 거친 학생만 주문할 수 있어요." checked={enabled} disabled={!canOperate} error={errors['enabled']} onChange={(event) => setEnabled(event.target.checked)} />
      {field('queueOpensMinutesBefore', '대기열 여는 시간 (판매 시작 몇 분 전)', '기본 15분')}
      <RadioGroup legend="입장 방식" options={MODES} value={mode} onChange={setMode} />
      {field('rate', '입장 인원 (N명)', '운영 중에도 바꿀 수 있어요')}
      {field('admissionMinutes', '입장 유지 시간 (분)', '기본 10분')}
      {field('holdMinutes', '주문 중 재고 잡아 두는 시간 (분)', '기본 10분, 입장 시간을 넘지 않아요')}
      <FormFailure message={failure} />
      {saved && <p role="status">저장했어요. 모든 서버에 1초 안에 반영돼요.</p>}
      {canOperate && (
        <Button type="submit" disabled={save.isPending}>
          저장하기
        </Button>
      )}
    </form>
  );
}
