// One store's part of the checkout: its lines, the note to the store, and its amounts.
import { Trans } from '@lingui/react/macro';
import { D } from '../../../../domain/money.ts';
import * as formCss from '../../../components/form.css.ts';
import { OrderLine } from '../../../components/order-line.tsx';
import { Usd } from '../../../components/usd.tsx';
import { section } from '../../../styles/ui.css.ts';
import type { OrderPreview } from '../api/preview-order.ts';
import * as css from './checkout.css.ts';

type Group = OrderPreview['groups'][number];

export function StoreGroup({
  group,
  note,
  onNote,
}: {
  group: Group;
  note: string;
  onNote: (note: string) => void;
}) {
  return (
    <section
      aria-label={group.seller.name}
      className={section}
      style={{ paddingInline: 0 }}
      data-testid="settlement-store"
    >
      <h3 className={css.storeTitle}>{group.seller.name}</h3>
      <ul className={css.plainList}>
        {group.items.map((item) => (
          <OrderLine key={item.sellerGoodsId} item={item} divided />
        ))}
      </ul>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`note-${group.seller.id}`}>
          <Trans>Note to the store (optional)</Trans>
        </label>
        <textarea
          id={`note-${group.seller.id}`}
          className={formCss.textarea}
          maxLength={200}
          value={note}
          onChange={(event) => onNote(event.target.value)}
        />
      </div>
      <Amounts group={group} />
    </section>
  );
}

function Amounts({ group }: { group: Group }) {
  return (
    <dl className={css.amounts}>
      <dt>
        <Trans>Goods amount</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={group.goodsAmount} />
      </dd>
      <dt>
        <Trans>Freight</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={group.freight} />
      </dd>
      <dt>
        <Trans>Tax</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={group.tax} />
      </dd>
      <dt>
        <Trans>Handling fee</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={group.handlingFee} />
      </dd>
      <dt>
        <Trans>Discount (included in the goods amount)</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={new D(group.discount).isZero() ? '0' : `-${group.discount}`} />
      </dd>
      <dt>
        <strong>
          <Trans>Store total</Trans>
        </strong>
      </dt>
      <dd className={`${css.amountValue} ${css.total}`}>
        <Usd value={group.total} />
      </dd>
    </dl>
  );
}
