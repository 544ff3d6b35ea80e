import { useEffect, useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { actionButton } from '@uaeaf/account-kit';
import styles from './common.module.css';

export type MoveDirection = 'up' | 'down';

export const moveText = {
  up: defineMessage<{ name: string }>({ id: 'office.common.moveUp', defaultMessage: 'Move {name} up' }),
  down: defineMessage<{ name: string }>({
    id: 'office.common.moveDown',
    defaultMessage: 'Move {name} down',
  }),
  done: defineMessage<{ name: string; position: string }>({
    id: 'office.common.movedTo',
    defaultMessage: '{name} is now number {position}',
  }),
};

type ButtonKey = `${string}-${MoveDirection}`;

/**
 * The moved item's button keeps the focus (a keyboard user moves it again and again); at the top or bottom, where that
 * button is disabled, the other one takes it. Waits while both are disabled (a list refreshing after the move).
 */
export function useMoveFocus() {
  // One map for the component's life: the buttons register into it as they mount, nothing renders from it.
  const [buttons] = useState(() => new Map<ButtonKey, HTMLButtonElement>());
  const focusAfter = useRef<{ key: string; direction: MoveDirection }>(undefined);
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    const same = buttons.get(`${wanted.key}-${wanted.direction}`);
    const other = buttons.get(`${wanted.key}-${wanted.direction === 'up' ? 'down' : 'up'}`);
    const target = same && !same.disabled ? same : other;
    if (target && !target.disabled) {
      target.focus();
      focusAfter.current = undefined;
    }
  });
  const focusAfterMove = (key: string | number, direction: MoveDirection) => {
    focusAfter.current = { key: String(key), direction };
  };
  return { buttons, focusAfterMove };
}

/** "Move {name} up" and "down" for the item at `index` of `count`; the first cannot go up, nor the last down. */
export function MoveButtons({
  itemKey,
  name,
  index,
  count,
  busy = false,
  focus,
  onMove,
  children,
}: {
  itemKey: string | number;
  name: string;
  index: number;
  count: number;
  busy?: boolean;
  focus: ReturnType<typeof useMoveFocus>;
  onMove: (direction: MoveDirection) => void;
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.moves}>
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          className={actionButton.secondary}
          ref={(element) => {
            const key = `${itemKey}-${direction}` as const;
            if (element) focus.buttons.set(key, element);
            else focus.buttons.delete(key);
          }}
          aria-label={intl.formatMessage(moveText[direction], { name })}
          disabled={busy || (direction === 'up' ? index === 0 : index === count - 1)}
          onClick={() => {
            focus.focusAfterMove(itemKey, direction);
            onMove(direction);
          }}
        >
          <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
        </button>
      ))}
      {children}
    </div>
  );
}
