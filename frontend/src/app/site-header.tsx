import type { ReactNode } from 'react';
import { Header } from '../components/ui/header';
import { onColor } from './theme';

interface SiteHeaderProps {
  shopName: string | undefined;
  /** While the tenant loads the name's place is held; after a failure it stays empty. */
  loading: boolean;
  /** The tenant's theme colour; the header also follows the page theme without it. */
  themeColor?: string | undefined;
  /** The cart button with its count, from the cart feature. */
  cartSlot?: ReactNode;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The shop's header painted from the tenant's settings. */
export function SiteHeader({ shopName, loading, themeColor, cartSlot }: SiteHeaderProps) {
  const brandColor = themeColor && HEX_COLOR.test(themeColor) ? { background: themeColor, foreground: onColor(themeColor) } : undefined;
  return <Header shopName={shopName} loading={loading} brandColor={brandColor} cartSlot={cartSlot} />;
}
