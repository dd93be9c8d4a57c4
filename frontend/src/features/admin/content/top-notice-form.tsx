import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { NOTICE_MAX } from '../../../../../domain/content/content-limits';
import { topNoticeInput } from '../../../../../domain/content/content-input';
import { checkNoticeEnd } from '../../../../../domain/content/content-rules';
import { showMessage } from '../../../lib/toast';
import type { StaffShopSettingsFieldsFragment } from '../../../lib/__generated__/graphql';
import { FormFailure } from '../form-failure';
import { fieldErrorsOf, placeRefusal, refusalText, type FieldErrors } from '../form-errors';
import { fromSeoulInput, toSeoulInput } from '../seoul-input';
import styles from './content.module.css';
import { useSetTopNotice } from './use-content';

const FIELDS = ['text', 'endsAt'] as const;

/** The home page's top notice: its text and, optionally, when it stops showing. */
export function TopNoticeForm({ settings, canOperate }: { settings: StaffShopSettingsFieldsFragment; canOperate: boolean }) {
  const [text, setText] = useState(settings.topNotice ?? '');
  const [endsAt, setEndsAt] = useState(toSeoulInput(settings.topNoticeEndsAt));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetTopNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { text, endsAt: fromSeoulInput(endsAt), expectedUpdatedAt: settings.updatedAt };
    const parsed = topNoticeInput.safeParse(data);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const ended = parsed.success ? refusalText(() => checkNoticeEnd(parsed.data.endsAt, new Date())) : null;
    if (ended) found.endsAt = ended;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(data, {
      onSuccess: () => showMessage(text.trim() ? '상단 공지를 저장했어요.' : '상단 공지를 내렸어요.'),
      onError: (error) => {
        const placed = placeRefusal(error, FIELDS);
        setErrors(placed.fields);
        setFailure(placed.form);
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="top-notice-title">
      <div className={styles.sectionHead}>
        <h2 id="top-notice-title" className={styles.sectionTitle}>
          상단 공지
        </h2>
      </div>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextAreaField
          label="공지 내용"
          hint="홈 화면 맨 위에 보여요. 비우고 저장하면 공지가 내려가요."
          maxLength={NOTICE_MAX}
          showCount
          rows={2}
          value={text}
          readOnly={!canOperate}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        <TextField
          label="공지 종료 일시"
          type="datetime-local"
          hint="비워 두면 직접 내릴 때까지 보여요. 한국 시간이에요."
          value={endsAt}
          readOnly={!canOperate}
          error={errors.endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
        <FormFailure message={failure} />
        {canOperate && (
          <div className={styles.actions}>
            <Button type="submit" loading={save.isPending} loadingLabel="저장하는 중">
              공지 저장
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
