import { useStore } from 'jotai';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldRow } from '../../../components/ui/field-row';
import { ErrorState } from '../../../components/ui/error-state';
import { TextField } from '../../../components/ui/text-field';
import type { AddressFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useUserDelivery } from '../account-queries';
import styles from '../account.module.css';
import { FormFailure } from '../form-failure';
import { ScreenSkeleton } from '../../../widgets/member-page/member-only';
import { useFormFields } from '../use-form-fields';
import { ADDRESS_FIELDS, addressValidator, addressValuesOf, toUserDeliveryInput } from './address-form';
import { AddressSearch } from '../../../widgets/address-search/address-search';
import type { FoundAddress } from '../../../widgets/address-search/postcode-loader';
import { useSaveUserDelivery } from './use-address';

export const SEARCH_UNAVAILABLE_MESSAGE =
  '주소 검색 서비스를 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요. 우편번호는 우체국 사이트나 택배 송장에서 확인할 수 있어요.';

function AddressForm({ saved }: { saved: AddressFieldsFragment | null }) {
  const { user } = useSession();
  const store = useStore();
  const detailId = useId();
  const [manual, setManual] = useState(false);
  const [searching, setSearching] = useState(false);
  const validateOne = useMemo(() => addressValidator(manual), [manual]);
  const form = useFormFields(() => addressValuesOf(saved, user), ADDRESS_FIELDS, validateOne);
  const { formRef, values, errors, change, touch, bind } = form;
  const save = useSaveUserDelivery();
  // What is left to type after a search is the flat or room. This runs after the closing sheet has
  // handed focus back to its opener, so it lands last.
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled > 0) document.getElementById(detailId)?.focus();
  }, [filled, detailId]);

  const found = ({ postCode, address }: FoundAddress) => {
    form.setValues((current) => ({ ...current, postCode, address }));
    form.clearErrors(['postCode', 'address']);
    setSearching(false);
    setFilled((n) => n + 1);
  };
  const unavailable = () => {
    setSearching(false);
    setManual(true);
  };

  const submit = (event: FormEvent) => {
    if (!form.submitted(event)) return;
    save.mutate(toUserDeliveryInput(values), {
      onSuccess: () => showToast('배송지를 저장했어요.', store),
      onError: (error) => form.place(error),
    });
  };

  const openSearch = () => setSearching(true);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {!saved && <p className={styles.hintBox}>저장된 배송지가 없어요. 배송지를 저장해 두면 주문할 때 바로 채워져요.</p>}
      <TextField
        label="받는 분"
        required
        autoComplete="name"
        maxLength={20}
        {...bind('name')}
      />
      <TextField
        label="연락처"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        placeholder="010-1234-5678"
        {...bind('tel')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>주소</legend>
        {manual && (
          <p className={styles.warningBox} role="alert">
            {SEARCH_UNAVAILABLE_MESSAGE}
          </p>
        )}
        <FieldRow>
          <TextField
            label="우편번호"
            name="postCode"
            required
            inputMode="numeric"
            autoComplete={manual ? 'postal-code' : 'off'}
            maxLength={5}
            readOnly={!manual}
            placeholder={manual ? '5자리 숫자' : '주소 검색으로 입력'}
            value={values.postCode}
            error={errors.postCode}
            onClick={manual ? undefined : openSearch}
            onChange={(event) => change('postCode', event.target.value)}
            onBlur={() => manual && touch('postCode')}
          />
          <Button variant="secondary" onClick={openSearch}>
            주소 검색
          </Button>
        </FieldRow>
        <TextField
          label="주소"
          name="address"
          required
          autoComplete={manual ? 'street-address' : 'off'}
          maxLength={200}
          readOnly={!manual}
          placeholder={manual ? '도로명 주소 (예: 대전광역시 유성구 한빛대학로 123)' : '주소 검색으로 입력'}
          value={values.address}
          error={errors.address}
          onClick={manual ? undefined : openSearch}
          onChange={(event) => change('address', event.target.value)}
          onBlur={() => manual && touch('address')}
        />
        <TextField
          id={detailId}
          label="상세 주소"
          maxLength={100}
          placeholder="동, 호수 (예: 한빛관 B동 305호)"
          {...bind('detailAddress')}
        />
      </fieldset>
      <TextField
        label="배송 메모 (선택)"
        maxLength={100}
        showCount
        placeholder="예: 문 앞에 놓아 주세요"
        {...bind('note')}
      />
      <FormFailure message={form.failure} />
      <Button type="submit" size="lg" fullWidth loading={save.isPending} loadingLabel="저장하는 중">
        배송지 저장
      </Button>
      <AddressSearch open={searching} onClose={() => setSearching(false)} onFound={found} onUnavailable={unavailable} />
    </form>
  );
}

/** `/my/address`: the one saved delivery address (updateUserDelivery) that checkout starts from. */
export function AddressPage() {
  const delivery = useUserDelivery();
  if (delivery.isPending) return <ScreenSkeleton label="배송지를 불러오는 중입니다" />;
  if (delivery.isError) return <ErrorState message={errorMessage(delivery.error)} onRetry={() => void delivery.refetch()} />;
  return <AddressForm key={delivery.data?.id ?? 'new'} saved={delivery.data} />;
}
