// Whether the cart drawer is open: client UI state in a jotai atom, so whatever opens or closes the
// cart (the floating bar, the drawer's own buttons) shares one value.
import { atom } from 'jotai';

export const cartDrawerOpenAtom = atom(false);
