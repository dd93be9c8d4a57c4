import { useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/graphql-client';
import { validateField } from '../../lib/validate-field';
import type { DetailedOrder } from './order-payment';
import styles from './order.module.css';
import { useUpdateRefundAccount } from './use-order-mutations';
import { useBanks } from './use-orders';

const ACCOUNT_MESSAGE = '계좌번호는 숫자 10~20자리로 입력해 주세요. (- 는 넣어도 괜찮아요)';
const HOLDER_MESSAGE = '예금주 이름은 2~20자로 입력해 주세요.';
const BANK_MESSAGE = '환불받을 은행을 선택해 주세요.';

type Errors = Partial<Record<'bank' | 'account' | 'holder', string>>;

function check(bank: string, account: string, holder: string): Errors {
  const errors: Errors = {};
  if (bank === '') errors.bank = BANK_MESSAGE;
  const digits = account.replaceAll('-', '').trim();
  if (!/^[\d-]+$/.test(account.trim()) || digits.length < 10 || digits.length > 20) errors.account = ACCOUNT_MESSAGE;
  if (validateField(holder, { required: true, minLength: 2, maxLength: 20 })) errors.holder = HOLDER_MESSAGE;
  return errors;
}

function RefundAccountForm({ order, onSaved, onCancel }: { order: DetailedOrder; onSaved: () => void; onCancel: (() => void) | null }) {
  const banks = useBanks(true);
  const save = useUpdateRefundAccount(order.id);
  const [bank, setBank] = useState(order.refundBankCode ?? '');
  const [account, setAccount] = useState(order.refundAccount ?? '');
  const [holder, setHolder] = useState(order.refundHolder ?? order.user.name);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = check(bank, account, holder);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate({ refundBankCode: bank, refundAccount: account.trim(), refundHolder: holder.trim() }, { onSuccess: onSaved });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="환불 계좌 등록">
      <Select
        label="은행"
        required
        placeholder={banks.isPending ? '은행 목록을 불러오는 중이에요' : '은행을 선택해 주세요'}
        options={(banks.data ?? []).map((row) => ({ value: row.code, label: row.name }))}
        value={bank}
        error={errors.bank ?? (banks.isError ? errorMessage(banks.error) : null)}
        onChange={(event) => setBank(event.target.value)}
      />
      <TextField
        label="계좌번호"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        placeholder="- 없이 숫자만 입력해도 돼요"
        value={account}
        error={errors.account}
        onChange={(event) => setAccount(event.target.value)}
      />
      <TextField label="예금주" required maxLength={20} value={holder} error={errors.holder} onChange={(event) => setHolder(event.target.value)} />
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <div className={styles.lineActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            취소
          </Button>
        )}
        <Button type="submit" loading={save.isPending} loadingLabel="저장하는 중">
          환불 계좌 저장
        </Button>
      </div>
    </form>
  );
}

/** Where a virtual-account order's refunds go (PortOne refunds such payments to a bank account). */
export function RefundAccount({ order, onSaved, headingRef }: { order: DetailedOrder; onSaved: (message: string) => void; headingRef?: Ref<HTMLHeadingElement> }) {
  const registered = order.refundAccount !== null;
  const [editing, setEditing] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="order-refund-title">
      <div className={styles.sectionHeader}>
        <h2 id="order-refund-title" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          환불 계좌
        </h2>
        {registered && !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            환불 계좌 변경
          </Button>
        )}
      </div>
      {registered && !editing ? (
        <p className={styles.address}>
          {order.refundBankName} {order.refundAccount} ({order.refundHolder})
        </p>
      ) : (
        <>
          {!registered && <p className={styles.meta}>가상계좌로 결제한 주문을 취소하면 이 계좌로 환불돼요.</p>}
          <RefundAccountForm
            order={order}
            onCancel={registered ? () => setEditing(false) : null}
            onSaved={() => {
              setEditing(false);
              onSaved('환불 계좌를 저장했어요.');
            }}
          />
        </>
      )}
    </section>
  );
}
