import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import type { StaffCampaignFieldsFragment } from '../../../lib/__generated__/graphql';
import { fromSeoulInput, toSeoulInput } from '../seoul-input';
import styles from './campaigns.module.css';
import { useCloseCampaign, useExtendCampaign, useLowerCampaignGoal } from './use-campaigns';

export type CampaignChange = 'extend' | 'lower' | 'confirm' | 'cancel';

const TITLES = {
  extend: '마감 연장',
  lower: '목표 수량 낮추기',
  confirm: '지금 확정하기',
  cancel: '공동구매 취소하기',
} as const satisfies Record<CampaignChange, string>;

const WARNINGS = {
  extend: '새 마감 일시와 사유를 참여한 학생 모두에게 알려요.',
  lower: '새 목표와 사유를 참여한 학생 모두에게 알려요.',
  confirm: '지금 마감하고 공동구매를 확정해요. 제작 시트가 만들어지고, 되돌릴 수 없어요.',
  cancel: '지금 마감하고 공동구매를 취소해요. 결제한 금액은 모두 환불되고 등록된 카드는 결제되지 않아요. 되돌릴 수 없어요.',
} as const satisfies Record<CampaignChange, string>;

interface CampaignChangeDialogProps {
  change: CampaignChange | null;
  campaign: StaffCampaignFieldsFragment['campaign'];
  onClose: () => void;
}

/** Extend, lower the goal or close early: each asks for the reason told to every participant. */
export function CampaignChangeDialog({ change, campaign, onClose }: CampaignChangeDialogProps) {
  const [reason, setReason] = useState('');
  const [closesAt, setClosesAt] = useState(toSeoulInput(campaign.closesAt));
  const [minUnits, setMinUnits] = useState(String(Math.max(1, campaign.minUnits - 1)));
  const extend = useExtendCampaign();
  const lower = useLowerCampaignGoal();
  const close = useCloseCampaign();
  const mutation = change === 'extend' ? extend : change === 'lower' ? lower : close;
  const reasonMissing = reason.trim().length < 2;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!change || reasonMissing) return;
    const campaignId = campaign.id;
    try {
      if (change === 'extend') await extend.mutateAsync({ campaignId, closesAt: fromSeoulInput(closesAt) ?? closesAt, reason });
      else if (change === 'lower') await lower.mutateAsync({ campaignId, minUnits: Number(minUnits), reason });
      else await close.mutateAsync({ campaignId, outcome: change === 'confirm' ? 'CONFIRMED' : 'FAILED', reason });
      setReason('');
      onClose();
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  };

  if (!change) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={TITLES[change]}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button
            type="submit"
            form="campaign-change"
            variant={change === 'cancel' ? 'danger' : 'primary'}
            disabled={reasonMissing}
            loading={mutation.isPending}
          >
            {TITLES[change]}
          </Button>
        </div>
      }
    >
      <form id="campaign-change" className={styles.sections} onSubmit={(event) => void submit(event)}>
        <p className={styles.muted}>{WARNINGS[change]}</p>
        {change === 'extend' && (
          <TextField label="새 마감 일시" type="datetime-local" required value={closesAt} onChange={(event) => setClosesAt(event.target.value)} />
        )}
        {change === 'lower' && (
          <TextField
            label="새 목표 수량"
            type="number"
            inputMode="numeric"
            min={1}
            max={campaign.minUnits - 1}
            required
            value={minUnits}
            onChange={(event) => setMinUnits(event.target.value)}
          />
        )}
        <TextAreaField
          label="사유"
          required
          maxLength={200}
          showCount
          hint="2~200자, 참여한 학생에게 그대로 보내요."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {mutation.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(mutation.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
