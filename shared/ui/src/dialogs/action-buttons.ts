import styles from './action-buttons.module.css';

/** Class names of the action buttons (on `<button>` and on links that act as one). */
export const actionButton = {
  primary: styles.primary,
  danger: styles.danger,
  secondary: styles.secondary,
  /** Added to one of the above inside a table row. */
  small: styles.small,
};
