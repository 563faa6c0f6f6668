// The furniture screens' words for server codes: banner positions and link types. Unknown codes (a
// newer server) show as sent.
import { useLingui } from '@lingui/react/macro';
import type { BannerLinkType, BannerPosition } from '../../../../domain/catalog/furniture.ts';

export function useFurnitureText() {
  const { t } = useLingui();
  const positions: Record<BannerPosition, string> = {
    home: t`Home page carousel`,
    discount: t`Discounts page`,
    category: t`Categories page`,
  };
  const linkTypes: Record<BannerLinkType, string> = {
    none: t`No link`,
    goods: t`A listing`,
    seller: t`A store`,
    category: t`A category`,
    url: t`A web page (https)`,
  };
  return {
    position: (code: BannerPosition) => positions[code] ?? code,
    linkType: (code: BannerLinkType) => linkTypes[code] ?? code,
  };
}
