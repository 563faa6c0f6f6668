// What a preview answered: the storefront's title, its logo and colours as swatches, and how many
// colour pairs pass; nothing is saved.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContrastFigure } from '../../../../../domain/api/brand-admin.ts';
import type { PublicBrand } from '../../../../../domain/brand.ts';
import { brandText } from '../../../../lib/brand.ts';
import { sectionTitle } from '../../../../styles/ui.css.ts';
import * as brandCss from './brands.css.ts';

export function BrandPreview({
  brand,
  contrast,
  logo,
}: {
  brand: PublicBrand;
  contrast: ContrastFigure[];
  logo: string;
}) {
  const { t } = useLingui();
  const passing = contrast.filter((figure) => figure.passes).length;
  const total = contrast.length;
  return (
    <section className={brandCss.previewCard} aria-label={t`Preview`} data-testid="brand-preview">
      <h2 className={sectionTitle}>
        <Trans>Preview (not saved)</Trans>
      </h2>
      <img className={brandCss.previewLogo} src={logo} alt={t`Logo of ${brand.name}`} />
      <p>
        <Trans>Title:</Trans> <bdi>{brandText(brand.title)}</bdi>
      </p>
      <div className={brandCss.swatches} role="img" aria-label={t`The brand's colours`}>
        {Object.entries(brand.colours).map(([token, colour]) => (
          <span
            key={token}
            className={brandCss.swatch}
            style={{ backgroundColor: colour }}
            title={`${token} ${colour}`}
          />
        ))}
      </div>
      <p>
        <Trans>
          {passing} of {total} colour pairs reach WCAG AA.
        </Trans>
      </p>
    </section>
  );
}
