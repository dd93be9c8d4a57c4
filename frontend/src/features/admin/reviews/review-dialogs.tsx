import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { ANSWER_MAX, FEEDBACK_MAX } from '../../../../../domain/staff/staff-input';
import { FormFailure } from '../form-failure';
import { placeRefusal } from '../form-errors';
import styles from './reviews.module.css';

interface TextDialogProps {
  title: string;
  label: string;
  hint: string;
  submitLabel: string;
  max: number;
  initial?: string;
  danger?: boolean;
  /** Sends the text; a refusal stays in the dialog (on the field when it names `field`). */
  onSubmit: (text: string) => Promise<unknown>;
  field: string;
  onClose: () => void;
  children?: ReactNode;
}

/** A one-field dialog: the reject feedback, a new answer, an edited answer. */
function TextDialog({ title, label, hint, submitLabel, max, initial = '', danger, onSubmit, field, onClose, children }: TextDialogProps) {
  const formId = useId();
  const [text, setText] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSubmit(text);
      onClose();
    } catch (error) {
      setFailure(placeRefusal(error, [field]));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
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
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        {children}
        <TextAreaField
          label={label}
          hint={hint}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={max}
          showCount
          rows={5}
          required
          autoFocus
          error={failure.fields[field]}
        />
        <FormFailure message={failure.form} />
      </form>
    </Modal>
  );
}

export function RejectDialog({ onReject, onClose }: { onReject: (feedback: string) => Promise<unknown>; onClose: () => void }) {
  return (
    <TextDialog
      title="리뷰 반려"
      label="반려 사유"
      hint="회원에게 그대로 보여요. 고쳐서 다시 올릴 수 있게 무엇을 바꾸면 되는지 알려 주세요."
      submitLabel="반려하기"
      max={FEEDBACK_MAX}
      danger
      field="feedback"
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}

export function AnswerDialog({ initial, onAnswer, onClose }: { initial?: string; onAnswer: (content: string) => Promise<unknown>; onClose: () => void }) {
  const editing = initial !== undefined;
  return (
    <TextDialog
      title={editing ? '답변 고치기' : '답변 쓰기'}
      label="답변"
      hint="리뷰 아래에 생협 이름으로 보여요."
      submitLabel={editing ? '고치기' : '답변 달기'}
      max={ANSWER_MAX}
      initial={initial}
      field="content"
      onSubmit={onAnswer}
      onClose={onClose}
    />
  );
}

/** A review photo at full size; Escape, the close button or a tap outside closes it. */
export function PhotoDialog({ src, label, onClose }: { src: string; label: string; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={label}>
      <img src={src} alt={label} className={styles.photoLarge} />
    </Modal>
  );
}
