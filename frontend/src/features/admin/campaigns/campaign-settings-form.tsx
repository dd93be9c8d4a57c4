import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { StaffProductOptionsDocument, type CampaignSettleMode, type StaffCampaignFieldsFragment } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';
import { FormFailure } from '../form-failure';
import { placeRefusal, type FieldErrors } from '../form-errors';
import { fromSeoulInput, toSeoulInput } from '../seoul-input';
import { SETTLE_MODE_TEXT } from './campaign-labels';
import styles from './campaigns.module.css';
import { useSaveCampaign } from './use-campaigns';

type Campaign = StaffCampaignFieldsFragment['campaign'];

interface CampaignSettingsFormProps {
  productId: number;
  /** The saved campaign; null for a new one. */
  campaign: Campaign | null;
  canOperate: boolean;
  onSaved?: (campaignId: number) => void;
}

const FIELDS = ['minUnits', 'maxUnits', 'perMemberLimit', 'closesAt', 'productionFreezeAt', 'settleMode', 'optionCaps'] as const;
const SETTLE_OPTIONS = (['PAY_NOW', 'CHARGE_AT_CLOSE'] as const).map((value) => ({ value, label: SETTLE_MODE_TEXT[value] }));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The campaign's settings: goal, cap, per-member limit, deadline, freeze, settle mode and per-option caps. */
export function CampaignSettingsForm({ productId, campaign, canOperate, onSaved }: CampaignSettingsFormProps) {
  const options = useQuery(queryOptionsFor(StaffProductOptionsDocument, { productId }));
  const save = useSaveCampaign();
  const [values, setValues] = useState({
    minUnits: String(campaign?.minUnits ?? ''),
    maxUnits: campaign?.maxUnits == null ? '' : String(campaign.maxUnits),
    perMemberLimit: campaign?.perMemberLimit == null ? '' : String(campaign.perMemberLimit),
    closesAt: toSeoulInput(campaign?.closesAt),
    productionFreezeAt: toSeoulInput(campaign?.productionFreezeAt),
    settleMode: (campaign?.settleMode ?? 'PAY_NOW') as CampaignSettleMode,
  });
  const [caps, setCaps] = useState<Record<number, string>>(
    Object.fromEntries((campaign?.optionCaps ?? []).map((cap) => [cap.productOptionDetailId, String(cap.maxUnits)])),
  );
  const [errors, setErrors] = useState<{ fields: FieldErrors; form: string | null }>({ fields: {}, form: null });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const combinations = options.data?.staffProductOptions.combinations.filter((row) => !row.retired) ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {}, form: null });
    try {
      const saved = await save.mutateAsync({
        productId,
        minUnits: Number(values.minUnits),
        maxUnits: numberOrNull(values.maxUnits),
        perMemberLimit: numberOrNull(values.perMemberLimit),
        closesAt: fromSeoulInput(values.closesAt) ?? '',
        productionFreezeAt: fromSeoulInput(values.productionFreezeAt),
        settleMode: values.settleMode,
        optionCaps: Object.entries(caps)
          .filter(([, maxUnits]) => maxUnits.trim() !== '')
          .map(([id, maxUnits]) => ({ productOptionDetailId: Number(id), maxUnits: Number(maxUnits) })),
      });
      onSaved?.(saved.campaign.id);
    } catch (error) {
      setErrors(placeRefusal(error, FIELDS));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="공동구매 설정">
      <fieldset disabled={!canOperate} className={`${styles.form} ${styles.wide}`} style={{ border: 0, padding: 0, margin: 0 }}>
        <TextField label="목표 수량" type="number" inputMode="numeric" min={1} required value={values.minUnits} onChange={set('minUnits')} error={errors.fields['minUnits']} />
        <TextField label="최대 수량" type="number" inputMode="numeric" min={1} hint="비우면 제한 없어요." value={values.maxUnits} onChange={set('maxUnits')} error={errors.fields['maxUnits']} />
        <TextField label="1인 한도" type="number" inputMode="numeric" min={1} hint="비우면 제한 없어요." value={values.perMemberLimit} onChange={set('perMemberLimit')} error={errors.fields['perMemberLimit']} />
        <TextField label="마감 일시" type="datetime-local" required value={values.closesAt} onChange={set('closesAt')} error={errors.fields['closesAt']} />
        <TextField label="제작 확정일" type="datetime-local" hint="비우면 마감 일시와 같아요." value={values.productionFreezeAt} onChange={set('productionFreezeAt')} error={errors.fields['productionFreezeAt']} />
        <Select label="결제 방식" options={SETTLE_OPTIONS} value={values.settleMode} onChange={set('settleMode')} error={errors.fields['settleMode']} />
        {combinations.length > 0 && (
          <fieldset className={`${styles.wide} ${styles.caps}`} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.muted}>옵션별 최대 수량 (비우면 제한 없어요)</legend>
            {combinations.map((row) => (
              <TextField
                key={row.id}
                label={row.values.join(' / ')}
                type="number"
                inputMode="numeric"
                min={1}
                value={caps[row.id] ?? ''}
                onChange={(event) => setCaps({ ...caps, [row.id]: event.target.value })}
              />
            ))}
            {errors.fields['optionCaps'] && <p className={`${styles.error} ${styles.wide}`}>{errors.fields['optionCaps']}</p>}
          </fieldset>
        )}
      </fieldset>
      <div className={styles.wide}>
        <FormFailure message={errors.form} />
        {canOperate && (
          <Button type="submit" loading={save.isPending}>
            설정 저장
          </Button>
        )}
      </div>
    </form>
  );
}
