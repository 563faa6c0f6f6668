// One goods line: picture, name (a link to the product when asked), chosen option, unit price ×
// quantity, and the line amount. Drawn by the order list, the order detail and the settlement.
import { Link } from '@tanstack/react-router';
import { muted } from '../styles/ui.css.ts';
import * as css from './order-line.css.ts';
import { Usd } from './usd.tsx';

interface OrderLineItem {
  sellerGoodsId: string;
  name: string;
  imgUrl1: string;
  checkAttrName: string;
  price: string;
  num: number;
  amount: string;
}

export function OrderLine({
  item,
  linked = false,
  lazy = false,
  divided = false,
}: {
  item: OrderLineItem;
  /** The name links to the product page. */
  linked?: boolean;
  /** The picture loads when scrolled near (long lists). */
  lazy?: boolean;
  /** A rule under the line (the settlement's store blocks). */
  divided?: boolean;
}) {
  return (
    <li className={divided ? css.dividedLine : css.line}>
      <img
        className={css.image}
        src={item.imgUrl1}
        alt=""
        width={56}
        height={56}
        loading={lazy ? 'lazy' : undefined}
      />
      <span>
        {linked ? (
          <Link to="/productDetails" search={{ id: item.sellerGoodsId }} className={css.name}>
            {item.name}
          </Link>
        ) : (
          <span className={css.name}>{item.name}</span>
        )}
        {item.checkAttrName ? <span className={muted}> · {item.checkAttrName}</span> : null}
        <br />
        <span className={muted}>
          <Usd value={item.price} /> × <bdi>{item.num}</bdi>
        </span>
      </span>
      <Usd value={item.amount} />
    </li>
  );
}
