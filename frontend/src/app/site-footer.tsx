import { Footer } from '../components/ui/footer';
import type { Tenant } from '../lib/tenant';

/** The shop's footer: the business information of the tenant's settings. */
export function SiteFooter({ tenant }: { tenant: Tenant }) {
  return <Footer info={tenant} />;
}
