import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GalleryPhoto } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useModalDialog } from '@uaeaf/ui/dialog';
import { Arrow } from '../shared-ui/Arrow';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { lightboxText, photoOf } from './messages';
import styles from './gallery.module.css';

/**
 * Tab from the last button goes to the first and Shift+Tab from the first to the last: a modal dialog alone lets focus
 * leave for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLDialogElement) {
  const buttons = [...dialog.querySelectorAll('button')];
  const [first, last] = [buttons[0], buttons.at(-1)];
  const wrapTo = event.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * One album photo at a time, large, in a modal `<dialog>` on the album's page: the page behind is inert, Tab wraps
 * round inside it, Escape closes it, focus goes back to the photo that opened it. The previous and next buttons and
 * the arrow keys move through the page's photos, the arrow keys the way the page reads (left is "next" in Arabic).
 */
export function Lightbox({
  photos,
  index,
  firstNumber,
  total,
  onShow,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  /** The album-wide number of this page's first photo, so the counter reads "13 of 30" on page 2. */
  firstNumber: number;
  total: number;
  onShow: (index: number) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const dialog = useModalDialog();
  const photo = photos[index]!;
  const count = photos.length;
  const step = (by: number) => onShow((index + by + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current!);
      return;
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    step(forward ? 1 : -1);
  };

  const position = intl.formatMessage(photoOf, {
    index: intl.formatNumber(firstNumber + index),
    total: intl.formatNumber(total),
  });
  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.lightboxBar}>
        <h2 id={titleId} className={styles.counter} aria-live="polite">
          {position}
        </h2>
        <button type="button" className={styles.lightboxButton} onClick={onClose}>
          {intl.formatMessage(lightboxText.close)}
        </button>
      </div>
      <figure className={styles.lightboxFigure}>
        <ResponsiveImage key={photo.id} image={photo.image} width={1280} priority className={styles.large} />
        {photo.caption && <figcaption>{photo.caption[locale]}</figcaption>}
      </figure>
      {count > 1 && (
        <div className={styles.lightboxControls}>
          <button
            type="button"
            className={styles.lightboxButton}
            onClick={() => step(-1)}
            aria-label={intl.formatMessage(lightboxText.previous)}
          >
            <Arrow towards="previous" />
          </button>
          <button
            type="button"
            className={styles.lightboxButton}
            onClick={() => step(1)}
            aria-label={intl.formatMessage(lightboxText.next)}
          >
            <Arrow towards="next" />
          </button>
        </div>
      )}
    </dialog>
  );
}
