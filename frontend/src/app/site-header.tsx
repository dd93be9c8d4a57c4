import { Header } from '../components/ui/header';
import { HeaderActions } from './header/header-actions';
import { isHexColor, onColor } from '../../../domain/content/theme-contrast';

interface SiteHeaderProps {
  shopName: string | undefined;
  /** While the tenant loads the name's place is held; after a failure it stays empty. */
  loading: boolean;
  /** The tenant's theme colour; the header also follows the page theme without it. */
  themeColor?: string | undefined;
}

/** The shop's header painted from the tenant's settings, with account, cart and category menu. */
export function SiteHeader({ shopName, loading, themeColor }: SiteHeaderProps) {
  const brandColor = isHexColor(themeColor) ? { background: themeColor, foreground: onColor(themeColor) } : undefined;
  return <Header shopName={shopName} loading={loading} brandColor={brandColor} cartSlot={<HeaderActions />} />;
}
