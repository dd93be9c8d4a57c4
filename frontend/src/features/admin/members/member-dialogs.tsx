import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { StaffMemberFieldsFragment } from '../../../lib/__generated__/graphql';
import { REASON_MAX, standingName } from '../../../../../domain/member/member-admin';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { LEVEL_OPTIONS } from './member-labels';
import styles from './members.module.css';
import { useAdjustPoints, useRestoreMember, useSetMemberLevel, useSuspendMember } from './use-members';

type Member = StaffMemberFieldsFragment;

/** A refusal under the field the server names (`extensions.field`), else above the buttons. */
function formFailureOf<TField extends string>(error: unknown, fields: readonly TField[]): { field: TField | null; message: string } {
  const named = error instanceof ApiError ? error.extensions.field : undefined;
  return { field: fields.find((field) => field === named) ?? null, message: errorMessage(error) };
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  pending: boolean;
  danger?: boolean;
  /** A refusal that names no field of the form, shown above the buttons. */
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog whose body is one form: Enter submits, the buttons sit in the dialog's footer. */
function FormDialog({ open, onClose, title, submitLabel, pending, danger, failure, onSubmit, children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {children}
        {failure && (
          <p role="alert" className={styles.minus}>
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}

interface DialogOf {
  member: Member;
  open: boolean;
  onClose: () => void;
}

/** Grant (+) or take (−) points with a reason; the server writes a ledger row, never an edit. */
export function PointsDialog({ member, open, onClose }: DialogOf) {
  const adjust = useAdjustPoints();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const failure = adjust.isError ? formFailureOf(adjust.error, ['amount', 'reason'] as const) : null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="포인트 지급·회수"
      submitLabel="저장"
      pending={adjust.isPending}
      failure={failure && !failure.field ? failure.message : null}
      onSubmit={() =>
        adjust.mutate({ userId: member.id, amount: Number(amount.replace(/[,\s]/g, '')), reason }, { onSuccess: onClose })
      }
    >
      <p className={styles.notice}>지금 잔액은 {member.pointSummary.balance.toLocaleString('ko-KR')}P예요.</p>
      <TextField
        label="포인트"
        hint="지급은 양수(예: 1000), 회수는 음수(예: -500)로 입력해 주세요."
        inputMode="numeric"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={failure?.field === 'amount' ? failure.message : null}
        required
      />
      <TextAreaField
        label="사유"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REASON_MAX}
        showCount
        error={failure?.field === 'reason' ? failure.message : null}
        required
      />
    </FormDialog>
  );
}

/** Suspends with a reason: every session of the member ends at once. */
export function SuspendDialog({ member, open, onClose }: DialogOf) {
  const suspend = useSuspendMember();
  const [reason, setReason] = useState('');
  const failure = suspend.isError ? formFailureOf(suspend.error, ['reason'] as const) : null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="회원 정지"
      submitLabel="정지하기"
      danger
      pending={suspend.isPending}
      failure={failure && !failure.field ? failure.message : null}
      onSubmit={() => suspend.mutate({ userId: member.id, reason }, { onSuccess: onClose })}
    >
      <p className={styles.notice}>
        {member.name} 님을 정지하면 모든 기기에서 바로 로그아웃되고, 정지를 풀 때까지 로그인할 수 없어요.
      </p>
      <TextAreaField
        label="정지 사유"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REASON_MAX}
        showCount
        error={failure?.field === 'reason' ? failure.message : null}
        required
      />
    </FormDialog>
  );
}

/** Lifts a suspension: back to the level kept at suspension. */
export function RestoreDialog({ member, open, onClose }: DialogOf) {
  const restore = useRestoreMember();
  const back = member.levelBeforeSuspension ?? 0;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="정지 풀기"
      submitLabel="정지 풀기"
      pending={restore.isPending}
      failure={restore.isError ? formFailureOf(restore.error, [] as const).message : null}
      onSubmit={() => restore.mutate(member.id, { onSuccess: onClose })}
    >
      <p className={styles.notice}>
        {member.name} 님은 정지 전 등급({standingName(back)})으로 돌아가고, 다시 로그인해서 이용할 수 있어요.
      </p>
    </FormDialog>
  );
}

/** Sets the level 0-3 (never one's own: the server refuses, and the screen hides the button). */
export function LevelDialog({ member, open, onClose }: DialogOf) {
  const setLevel = useSetMemberLevel();
  const [level, setLevelValue] = useState(String(Math.max(0, member.authority)));
  const failure = setLevel.isError ? formFailureOf(setLevel.error, ['level'] as const) : null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="등급 변경"
      submitLabel="변경하기"
      pending={setLevel.isPending}
      failure={failure && !failure.field ? failure.message : null}
      onSubmit={() => setLevel.mutate({ userId: member.id, level: Number(level) }, { onSuccess: onClose })}
    >
      <Select
        label="새 등급"
        options={LEVEL_OPTIONS}
        value={level}
        onChange={(event) => setLevelValue(event.target.value)}
        error={failure?.field === 'level' ? failure.message : null}
      />
      <p className={styles.muted}>2 이상은 운영진이에요. 3(운영진)만 상품과 회원을 바꿀 수 있어요.</p>
    </FormDialog>
  );
}
