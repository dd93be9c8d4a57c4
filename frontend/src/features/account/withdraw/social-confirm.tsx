import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { SocialProvider } from '../../../lib/__generated__/graphql';
import { useShopIntegrations } from '../../../lib/shop-integrations';
import { socialClientId, socialProvider } from '../../../lib/social-providers';
import styles from '../account.module.css';
import { reauthorizeUrl, rememberReauth, type SocialProof } from './social-reauth';

interface SocialConfirmProps {
  provider: SocialProvider;
  proof: SocialProof | null;
  /** Why the last confirmation did not count, or that it is still missing. */
  error: string | null;
}

/** A social-only member proves who is leaving by logging in at their provider once more. */
export function SocialConfirm({ provider, proof, error }: SocialConfirmProps) {
  const integrations = useShopIntegrations();
  const [storageOff, setStorageOff] = useState(false);
  const { name } = socialProvider(provider);
  const clientId = socialClientId(provider, integrations.data);

  if (proof) {
    return (
      <p className={styles.successBox} role="status">
        {name} 계정으로 본인 확인을 마쳤어요. 아래에서 탈퇴를 마무리해 주세요.
      </p>
    );
  }

  const start = () => {
    if (!clientId) return;
    const state = rememberReauth(provider, Date.now());
    if (!state) return setStorageOff(true);
    window.location.assign(reauthorizeUrl(provider, clientId, window.location.origin, state));
  };

  const unavailable = integrations.isSuccess && !clientId;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {name} 로그인으로 가입한 계정이에요. 탈퇴하려면 {name} 계정으로 한 번 더 로그인해 본인임을 확인해 주세요.
      </p>
      <Button variant="secondary" fullWidth disabled={!clientId} loading={integrations.isPending} onClick={start}>
        {name} 계정으로 본인 확인
      </Button>
      {unavailable && (
        <p className={styles.formError} role="alert">
          지금은 {name} 로그인을 쓸 수 없어 온라인으로 탈퇴할 수 없어요. 생협 고객센터로 탈퇴를 요청해 주세요.
        </p>
      )}
      {storageOff && (
        <p className={styles.formError} role="alert">
          브라우저 저장소가 꺼져 있어 본인 확인을 시작할 수 없어요. 사생활 보호 모드를 끄고 다시 시도해 주세요.
        </p>
      )}
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
