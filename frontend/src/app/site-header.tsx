import { Header } from '../components/ui/header';
import { HeaderActions } from './header/header-actions';

interface SiteHeaderProps {
  shopName: string | undefined;
  /** While the tenant loads the name's place is held; after a failure it stays empty. */
  loading: boolean;
}

/**
 * The shop's header with account, cart and category menu. Its colours are the page's theme
 * properties: the first HTML's `/theme/<hex>.css` sets them before any script runs and
 * `useThemeColor` keeps them current, so the header needs no contrast maths of its own (ADR 0068).
 */
export function SiteHeader({ shopName, loading }: SiteHeaderProps) {
  return <Header shopName={shopName} loading={loading} cartSlot={<HeaderActions />} />;
}
