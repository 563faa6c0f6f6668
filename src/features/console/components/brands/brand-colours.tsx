// The brand's colour tokens: each a colour picker and its `#rrggbb` text, and under them every
// pair the storefront draws together with its contrast ratio and minimum, said in words (passes,
// too low) and not by colour alone. Worked out here while the operator picks (the same rule as
// the server's, domain/brand-contrast.ts); the save is checked again by the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { contrastPairs, contrastRatio } from '../../../../../domain/brand-contrast.ts';
import type { BrandColours } from '../../../../../domain/brand.ts';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import * as formCss from '../../../../components/form.css.ts';
import * as brandCss from './brands.css.ts';
import { isHexColour, paletteProblems } from './brand-draft.ts';

export function BrandColoursField({
  colours,
  onChange,
  readOnly,
}: {
  colours: BrandColours;
  onChange: (colours: BrandColours) => void;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const tokens = Object.keys(colours) as Array<keyof BrandColours>;
  const whole = tokens.every((token) => isHexColour(colours[token]));
  const problems = paletteProblems(colours);
  const set = (token: keyof BrandColours, value: string) =>
    onChange({ ...colours, [token]: value });
  return (
    <fieldset className={css.fieldset}>
      <legend className={formCss.label}>
        <Trans>Colours</Trans>
      </legend>
      <div className={brandCss.colourGrid}>
        {tokens.map((token) => {
          const valid = isHexColour(colours[token]);
          return (
            <div key={token} className={formCss.field}>
              <label className={formCss.label} htmlFor={`${id}-${token}`}>
                <span className={css.code}>{token}</span>
              </label>
              <div className={formCss.inputRow}>
                <input
                  type="color"
                  className={brandCss.swatchInput}
                  aria-label={t`${token}: colour picker`}
                  value={valid ? colours[token].toLowerCase() : '#000000'}
                  disabled={readOnly}
                  onChange={(event) => set(token, event.target.value)}
                />
                <input
                  id={`${id}-${token}`}
                  className={formCss.input}
                  dir="ltr"
                  value={colours[token]}
                  readOnly={readOnly}
                  aria-invalid={valid ? undefined : true}
                  aria-describedby={valid ? undefined : `${id}-${token}-error`}
                  onChange={(event) => set(token, event.target.value.trim())}
                />
              </div>
              {valid ? null : (
                <span id={`${id}-${token}-error`} className={formCss.fieldError}>
                  <Trans>Write the colour as # and six hexadecimal digits.</Trans>
                </span>
              )}
            </div>
          );
        })}
      </div>
      {whole ? (
        <>
          <p className={formCss.hint} role="status">
            {problems.length === 0 ? (
              <Trans>Every colour pair reaches WCAG AA.</Trans>
            ) : (
              <Trans>{problems.length} colour pairs are below WCAG AA; the save is refused.</Trans>
            )}
          </p>
          <ul className={brandCss.pairList} aria-label={t`Contrast of the colour pairs`}>
            {contrastPairs.map((pair) => {
              const ratio =
                Math.floor(
                  contrastRatio(colours[pair.foreground], colours[pair.background]) * 100,
                ) / 100;
              const passes = ratio >= pair.minimum;
              const { foreground, background, minimum } = pair;
              return (
                <li
                  key={`${foreground}-${background}`}
                  className={brandCss.pair}
                  data-passes={passes}
                >
                  {/* The foreground drawn as a bar on the background: the pair as the eye sees it. */}
                  <span
                    className={brandCss.pairSample}
                    style={{ backgroundColor: colours[background] }}
                    aria-hidden="true"
                  >
                    <span
                      className={brandCss.pairBar}
                      style={{ backgroundColor: colours[foreground] }}
                    />
                  </span>
                  <span>
                    <bdi className={css.code}>
                      {foreground} / {background}
                    </bdi>{' '}
                    {passes ? (
                      <Trans>
                        {ratio}:1, passes (minimum {minimum}:1)
                      </Trans>
                    ) : (
                      <strong>
                        <Trans>
                          {ratio}:1, too low (minimum {minimum}:1)
                        </Trans>
                      </strong>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}
