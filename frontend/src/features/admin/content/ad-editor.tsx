import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { AD_LIMITS } from '../../../../../domain/content/content-limits';
import { createAdInput } from '../../../../../domain/content/content-input';
import { checkAdEnd } from '../../../../../domain/content/content-rules';
import type { StaffAdFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { uploadPhoto } from '../../../lib/photo-upload';
import { showMessage } from '../../../lib/toast';
import { AuditTrail } from '../audit/audit-trail';
import { FormFailure } from '../form-failure';
import { fieldErrorsOf, placeRefusal, refusalText, type FieldErrors } from '../form-errors';
import { fromSeoulInput, toSeoulInput } from '../seoul-input';
import styles from './content.module.css';
import { useCreateAd, useUpdateAd } from './use-content';

const FIELDS = ['primary', 'secondary', 'url', 'imageUrl', 'startsAt', 'endsAt', 'visible'] as const;

interface AdForm {
  primary: string;
  secondary: string;
  url: string;
  imageUrl: string | null;
  visible: boolean;
  startsAt: string;
  endsAt: string;
}

function formOf(ad: StaffAdFieldsFragment | null): AdForm {
  return {
    primary: ad?.primary ?? '',
    secondary: ad?.secondary ?? '',
    url: ad?.url ?? '',
    imageUrl: ad?.imageUrl ?? null,
    visible: ad?.visible ?? true,
    startsAt: toSeoulInput(ad?.startsAt),
    endsAt: toSeoulInput(ad?.endsAt),
  };
}

interface AdEditorProps {
  /** The banner being edited; null adds a new one. */
  ad: StaffAdFieldsFragment | null;
  onDone: () => void;
}

/** Adds or edits one banner: texts, link, image (uploaded), on/off and its window on the Seoul clock. */
export function AdEditor({ ad, onDone }: AdEditorProps) {
  const [form, setForm] = useState(() => formOf(ad));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const create = useCreateAd();
  const update = useUpdateAd();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof AdForm>(key: K, value: AdForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    setUploading(0);
    uploadPhoto(file, setUploading, 'imageUrl')
      .then((url) => set('imageUrl', url))
      .catch((error: unknown) => setErrors((current) => ({ ...current, imageUrl: errorMessage(error) })))
      .finally(() => setUploading(null));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { ...form, startsAt: fromSeoulInput(form.startsAt), endsAt: fromSeoulInput(form.endsAt) };
    const parsed = createAdInput.safeParse(data);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const endChanged = data.endsAt !== (ad?.endsAt ?? null);
    const ended = parsed.success && endChanged ? refusalText(() => checkAdEnd(parsed.data.endsAt, new Date())) : null;
    if (ended) found.endsAt = ended;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: () => {
        showMessage(ad ? '광고를 저장했어요.' : '광고를 추가했어요.');
        onDone();
      },
      onError: (error: unknown) => {
        const placed = placeRefusal(error, FIELDS);
        setErrors(placed.fields);
        setFailure(placed.form);
      },
    };
    if (ad) update.mutate({ ...data, id: ad.id, expectedUpdatedAt: ad.updatedAt }, handlers);
    else create.mutate(data, handlers);
  };

  const title = ad ? '광고 수정' : '광고 추가';
  return (
    <section className={styles.section} aria-labelledby="ad-editor-title">
      <h2 id="ad-editor-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.row}>
          <TextField label="제목" required maxLength={AD_LIMITS.primaryMax} showCount value={form.primary} error={errors.primary}
            onChange={(event) => set('primary', event.target.value)} />
          <TextField label="설명" maxLength={AD_LIMITS.secondaryMax} showCount value={form.secondary} error={errors.secondary}
            onChange={(event) => set('secondary', event.target.value)} />
        </div>
        <TextField label="링크" required maxLength={AD_LIMITS.urlMax} value={form.url} error={errors.url}
          hint="쇼핑몰 안의 경로(/products?category=75) 또는 https:// 주소" inputMode="url"
          onChange={(event) => set('url', event.target.value)} />
        <div className={styles.imageField}>
          <TextField label="배너 이미지" type="file" accept="image/png,image/jpeg,image/webp,image/gif" error={errors.imageUrl}
            hint={uploading !== null ? `올리는 중 ${uploading}%` : '가로로 긴 이미지(16:9)가 잘 보여요. 없으면 글자 배너로 보여요.'}
            onChange={(event) => pickImage(event.target.files?.[0])} />
          {form.imageUrl && (
            <div className={styles.actions}>
              <img src={form.imageUrl} alt="고른 배너 이미지" className={styles.thumb} style={{ maxWidth: 240 }} />
              <Button variant="ghost" size="sm" onClick={() => set('imageUrl', null)}>
                이미지 빼기
              </Button>
            </div>
          )}
        </div>
        <div className={styles.row}>
          <TextField label="시작 일시" type="datetime-local" value={form.startsAt} error={errors.startsAt}
            hint="비우면 바로 보여요. 한국 시간이에요." onChange={(event) => set('startsAt', event.target.value)} />
          <TextField label="종료 일시" type="datetime-local" value={form.endsAt} error={errors.endsAt}
            hint="비우면 끌 때까지 보여요." onChange={(event) => set('endsAt', event.target.value)} />
        </div>
        <Checkbox label="학생에게 보이기" checked={form.visible} onChange={(event) => set('visible', event.target.checked)} />
        <FormFailure message={failure} />
        <div className={styles.actions}>
          <Button type="submit" loading={pending} loadingLabel="저장하는 중" disabled={uploading !== null}>
            {ad ? '저장' : '추가'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            취소
          </Button>
        </div>
      </form>
      {ad && <AuditTrail objectType="AD" objectId={ad.id} headingLevel="h3" />}
    </section>
  );
}
