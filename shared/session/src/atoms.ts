import { atom, createStore } from 'jotai';
import type {
  AccountType,
  AgeCategory,
  Cart,
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

/**
 * The member's cart as the server keeps it (issue 10): unpaid bills, each at most once (a bill has no quantity), so
 * `totalQty` is the number of bills and `totalPrice` their sum in fils.
 */
export type MemberCart = Omit<Cart, 'dropped'>;
export const emptyCart: MemberCart = { items: [], totalQty: 0, totalPrice: 0 };
export const cartAtom = atom<MemberCart>(emptyCart);
/** Whether `cartAtom` holds the server's answer for the signed-in member yet (until then it is only empty). */
export const cartSyncedAtom = atom(false);

/** The spec's "show" widget flag. */
export const showAtom = atom(false);
/** While true the shell covers the page with its full-page loader. */
export const globalLoadingAtom = atom(false);

export const menuBlocksAtom = atom<MenuBlock[]>([]);
export const socialMediaAtom = atom<SocialMediaItem[]>([]);
export const ageCategoriesAtom = atom<AgeCategory[]>([]);
export const tournamentsAtom = atom<TournamentSummary[]>([]);
