import styles from './footer.module.css';

/** The tenant settings the footer prints; the University query's result fits as it is. */
export interface FooterInfo {
  footerOperator: string;
  footerAddress: string;
  representative?: string | null;
  businessNumber?: string | null;
  mailOrderNumber?: string | null;
  csTel?: string | null;
  csEmail?: string | null;
  chatUrl?: string | null;
  socialUrl?: string | null;
}

interface Fact {
  label: string;
  value: string | null | undefined;
  href?: (value: string) => string;
}

/**
 * The Fair Trade Commission's public lookup of a mail-order business, which Korean shops link
 * next to the registration number so buyers can check who they deal with.
 */
export function businessLookupUrl(businessNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumber.replace(/\D/g, '')}`;
}

/**
 * The business information Korean e-commerce law asks shops to show, all from the tenant's
 * settings; lines whose value is not set are left out.
 */
export function Footer({ info }: { info: FooterInfo }) {
  const facts: Fact[] = [
    { label: '상호', value: info.footerOperator },
    { label: '대표자', value: info.representative },
    { label: '주소', value: info.footerAddress },
    { label: '사업자등록번호', value: info.businessNumber },
    { label: '통신판매업신고', value: info.mailOrderNumber },
    { label: '고객센터', value: info.csTel, href: (tel) => `tel:${tel.replace(/[^\d+]/g, '')}` },
    { label: '이메일', value: info.csEmail, href: (email) => `mailto:${email}` },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {(info.chatUrl || info.socialUrl) && (
          <nav className={styles.links} aria-label="고객 소통 채널">
            {info.chatUrl && (
              <a href={info.chatUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                1:1 채팅 상담
              </a>
            )}
            {info.socialUrl && (
              <a href={info.socialUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
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
        {info.businessNumber && (
          <a href={businessLookupUrl(info.businessNumber)} target="_blank" rel="noopener noreferrer" className={styles.lookup}>
            사업자정보 확인
          </a>
        )}
        <p className={styles.copyright}>© {info.footerOperator}</p>
      </div>
    </footer>
  );
}
