import type { Tenant } from '../lib/tenant';
import styles from './layout.module.css';

interface SiteFooterProps {
  tenant: Tenant;
}

interface Fact {
  label: string;
  value: string | null | undefined;
  href?: (value: string) => string;
}

/**
 * The business information Korean e-commerce law asks shops to show, all from the tenant's
 * settings; lines whose value is not set are left out.
 */
export function SiteFooter({ tenant }: SiteFooterProps) {
  const facts: Fact[] = [
    { label: '상호', value: tenant.footerOperator },
    { label: '대표자', value: tenant.representative },
    { label: '주소', value: tenant.footerAddress },
    { label: '사업자등록번호', value: tenant.businessNumber },
    { label: '통신판매업신고', value: tenant.mailOrderNumber },
    { label: '고객센터', value: tenant.csTel, href: (tel) => `tel:${tel.replace(/[^\d+]/g, '')}` },
    { label: '이메일', value: tenant.csEmail, href: (email) => `mailto:${email}` },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {(tenant.chatUrl || tenant.socialUrl) && (
          <nav className={styles.footerLinks} aria-label="고객 소통 채널">
            {tenant.chatUrl && (
              <a href={tenant.chatUrl} target="_blank" rel="noopener noreferrer" className={styles.footerLink}>
                1:1 채팅 상담
              </a>
            )}
            {tenant.socialUrl && (
              <a href={tenant.socialUrl} target="_blank" rel="noopener noreferrer" className={styles.footerLink}>
                공식 SNS
              </a>
            )}
          </nav>
        )}
        <dl className={styles.facts}>
          {facts.map(({ label, value, href }) =>
            value ? (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{href ? <a href={href(value)}>{value}</a> : value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <p className={styles.copyright}>© {tenant.footerOperator}</p>
      </div>
    </footer>
  );
}
