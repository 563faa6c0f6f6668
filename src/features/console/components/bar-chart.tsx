// A small bar chart drawn by hand in SVG from one series (a value per platform day): no library,
// no figure without its data — the bars are the values, and the same values are listed in a
// table that screen readers and the curious can open.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { D } from '../../../../domain/money.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';

const WIDTH = 300;
const HEIGHT = 80;

export function BarChart({
  title,
  days,
  values,
  format = (value) => value,
}: {
  title: string;
  days: string[];
  values: Array<string | number>;
  format?: (value: string) => string;
}) {
  const { t } = useLingui();
  const id = useId();
  const numbers = values.map((value) => new D(value));
  const max = numbers.reduce((a, b) => (b.greaterThan(a) ? b : a), new D(0));
  const slot = WIDTH / Math.max(days.length, 1);
  const bar = Math.max(slot * 0.7, 1);
  return (
    <figure className={css.chart} aria-labelledby={id}>
      <figcaption id={id} className={css.chartTitle}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={css.chartSvg}
        role="img"
        aria-label={title}
        preserveAspectRatio="none"
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={css.chartAxis} />
        {numbers.map((value, index) => {
          const height = max.isZero()
            ? 0
            : value
                .dividedBy(max)
                .times(HEIGHT - 4)
                .toNumber();
          return (
            <rect
              key={days[index]}
              x={index * slot + (slot - bar) / 2}
              y={HEIGHT - 1 - Math.max(height, 0)}
              width={bar}
              height={Math.max(height, 0)}
              className={css.chartBar}
            >
              <title>{t`${days[index]}: ${format(value.toFixed())}`}</title>
            </rect>
          );
        })}
      </svg>
      <details>
        <summary>
          <Trans>Values per day</Trans>
        </summary>
        <table className={css.table}>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{format(numbers[index]!.toFixed())}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
