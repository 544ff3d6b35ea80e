// The card page's own chunk (`@uaeaf/account-kit/card`): the areas load it when the page is first shown.
export { default } from './MembershipCardPage';
