import { useStore } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { showMessage } from '../../../lib/toast';
import styles from '../account.module.css';
import { PhoneCertification, type CertificationResult } from '../../../widgets/phone-certification/phone-certification';
import { formatTel } from '../../../lib/tel';
import { useUpdateUserTel } from '../use-account-mutations';
import { paths } from '../../../lib/paths';

/** `/my/phone`: certify the new number (UPDATE_TEL), and the certified number becomes the member's. */
export function PhonePage() {
  const { user } = useSession();
  const store = useStore();
  const [, navigate] = useLocation();
  const update = useUpdateUserTel();
  const [failure, setFailure] = useState<string | null>(null);
  // A refused change starts the certification over: the number it proved cannot be used.
  const [round, setRound] = useState(0);

  const apply = ({ token }: CertificationResult) => {
    setFailure(null);
    update.mutate(token, {
      onSuccess: ({ updateUserTel }) => {
        showMessage(`휴대폰 번호를 ${formatTel(updateUserTel.tel)}(으)로 바꿨어요.`, { store });
        navigate(paths.myPage());
      },
      onError: (error) => {
        setFailure(errorMessage(error));
        setRound((n) => n + 1);
      },
    });
  };

  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>지금 번호</dt>
          <dd>{formatTel(user?.tel) || '등록된 번호가 없어요'}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        새 번호로 받은 인증번호를 확인하면 바로 바뀌어요. 다른 계정에 등록된 번호는 쓸 수 없어요. 주문 알림과 배송 연락도 새 번호로 가요.
      </p>
      <div className={styles.card}>
        <PhoneCertification key={round} purpose="UPDATE_TEL" legend="새 휴대폰 번호 인증" onCertified={apply} error={failure} />
        {update.isPending && (
          <p className={styles.progress} role="status">
            <Spinner size={16} /> 번호를 바꾸는 중이에요…
          </p>
        )}
      </div>
    </div>
  );
}
