// The order calculator: goods amount, discount, freight (dispatch + long distance + delivery), tax,
// handling fee and total, from server-side prices only. Each part is rounded to the cent and the
// total is the sum of the rounded parts, so the parts always add back to the whole.
import { D, money, sum, type Money } from '../money.ts';

export interface PricedLine {
  /** What the buyer pays per unit (price, else discountPrice, else sellingPrice). */
  unitPrice: string;
  /** The reference price shown struck through, when higher than the unit price. */
  originalPrice: string | null;
  quantity: number;
}

export interface OrderRates {
  dispatchFee: string;
  longDistancePerUnit: string;
  deliveryFee: string;
  /** Fractions, e.g. "0.05" for 5 %. */
  taxRate: string;
  handlingFeeRate: string;
}

export interface OrderAmounts {
  goodsAmount: Money;
  discount: Money;
  freight: Money;
  tax: Money;
  handlingFee: Money;
  total: Money;
}

export function lineAmount(line: PricedLine): Money {
  return money(new D(line.unitPrice).times(line.quantity));
}

export function priceOrder(lines: readonly PricedLine[], rates: OrderRates): OrderAmounts {
  const goodsAmount = money(sum(lines.map(lineAmount)));
  const discount = money(
    sum(
      lines.map((line) => {
        if (line.originalPrice === null) return 0;
        const saving = new D(line.originalPrice).minus(line.unitPrice);
        return saving.gt(0) ? saving.times(line.quantity) : 0;
      }),
    ),
  );
  const units = lines.reduce((total, line) => total + line.quantity, 0);
  const freight = money(
    new D(rates.dispatchFee)
      .plus(new D(rates.longDistancePerUnit).times(units))
      .plus(rates.deliveryFee),
  );
  const tax = money(new D(goodsAmount).times(rates.taxRate));
  const handlingFee = money(new D(goodsAmount).times(rates.handlingFeeRate));
  const total = money(sum([goodsAmount, freight, tax, handlingFee]));
  return { goodsAmount, discount, freight, tax, handlingFee, total };
}

/**
 * What escrow releases on receipt: the platform keeps its commission on the order total and the
 * seller receives the rest; the two parts always add back to the total.
 */
export function splitRelease(
  total: string,
  commissionRate: string,
): { seller: Money; commission: Money } {
  const commission = money(new D(total).times(commissionRate));
  return { commission, seller: money(new D(total).minus(commission)) };
}
