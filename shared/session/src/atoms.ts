import { atom, createStore } from 'jotai';
import type {
  AccountType,
  AgeCategory,
  MenuBlock,
  SocialMediaItem,
  TournamentSummary,
  UserInfo,
} from '@uaeaf/contracts';

/** The one store of the composition: the shell provides it, every remote reads and writes it. */
export const sessionStore = createStore();

export const isAuthenticatedAtom = atom(false);
export const accountTypeAtom = atom<AccountType | null>(null);
export const userInfoAtom = atom<UserInfo | null>(null);
/** Derived so it can never disagree with userInfo. */
export const isBlockAtom = atom((get) => get(userInfoAtom)?.isBlock ?? false);

export interface CartItem {
  id: string;
  title: { ar: string; en: string };
  quantity: number;
  /** Unit price in AED. */
  price: number;
}
export interface Cart {
  items: CartItem[];
  totalQty: number;
  totalPrice: number;
}
export const cartAtom = atom<Cart>({ items: [], totalQty: 0, totalPrice: 0 });

/** The spec's "show" widget flag. */
export const showAtom = atom(false);
/** While true the shell covers the page with its full-page loader. */
export const globalLoadingAtom = atom(false);

export const menuBlocksAtom = atom<MenuBlock[]>([]);
export const socialMediaAtom = atom<SocialMediaItem[]>([]);
export const ageCategoriesAtom = atom<AgeCategory[]>([]);
export const tournamentsAtom = atom<TournamentSummary[]>([]);
