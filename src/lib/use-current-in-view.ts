// Keeps a scrolling strip's current entry in view. On phones the user centre's menu is one row
// wider than the screen, and the entry of the page shown (the wallet is the eighth) may sit past
// its edge, where the reader would not see where they are.
import { useEffect, type RefObject } from 'react';

/**
 * After each change of `key` (the page shown), scrolls `strip` sideways so that its entry matching
 * `selector` is in view, centred. Only the strip scrolls, never the page. The distance is taken
 * from the two boxes on screen, so it is right in both writing directions (a right-to-left strip
 * counts its scroll position from the other edge).
 */
export function useCurrentInView(
  strip: RefObject<HTMLElement | null>,
  selector: string,
  key: unknown,
): void {
  useEffect(() => {
    const element = strip.current;
    const current = element?.querySelector<HTMLElement>(selector);
    if (!element || !current || element.scrollWidth <= element.clientWidth) return;
    const box = element.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.left >= box.left && item.right <= box.right) return;
    element.scrollBy({ left: item.left + item.width / 2 - (box.left + box.width / 2) });
  }, [strip, selector, key]);
}
