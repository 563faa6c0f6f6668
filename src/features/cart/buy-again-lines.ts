// Puts an order's lines back into the cart ("buy again"): lines whose listing is still on sale
// are added at their previous quantity (clamped to today's bounds); lines already in the cart or
// gone from sale are reported, not added.
import { quantityBounds } from '../../../domain/cart/cart.ts';
import { cart } from './cart-store.ts';

interface ReorderLine {
  sellerGoodsId: string;
  name: string;
  imgUrl1: string;
  checkAttrName: string;
  price: string | null;
  discountPrice: string | null;
  sellingPrice: string | null;
  buyMin: number;
  num: number;
  seller: { id: string; name: string };
  available: boolean;
}

export async function addLinesToCart(
  lines: readonly ReorderLine[],
  maxPerOrder: number,
): Promise<{ added: number; skipped: number }> {
  let added = 0;
  for (const line of lines) {
    if (!line.available) continue;
    const { min, max } = quantityBounds(line.buyMin, maxPerOrder);
    const result = await cart.add(
      {
        id: line.sellerGoodsId,
        name: line.name,
        checkAttrName: line.checkAttrName,
        image: line.imgUrl1,
        price: line.price,
        discountPrice: line.discountPrice,
        sellingPrice: line.sellingPrice,
        buyMin: line.buyMin,
        count: Math.min(max, Math.max(min, line.num)),
        seller: line.seller,
        checked: true,
        addedAt: Date.now(),
      },
      maxPerOrder,
    );
    if (result.ok) added += 1;
  }
  return { added, skipped: lines.length - added };
}
