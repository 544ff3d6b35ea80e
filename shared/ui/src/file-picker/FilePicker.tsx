import { useId, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './file-picker.module.css';

const fileText = defineMessages({
  choose: { id: 'ui.file.choose', defaultMessage: 'Choose a file' },
  none: { id: 'ui.file.none', defaultMessage: 'No file chosen' },
});

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /**
   * The chosen file's name, or undefined for none: the page knows it, also after it empties the input itself. Null
   * when a file is chosen and the page names it itself (with its size and a way to remove it): nothing is added here.
   */
  fileName: string | undefined | null;
};

/**
 * A file input in the page's language (decision 084): the browser's own button and "No file chosen" are in the
 * browser's language, not the page's. The native input stays the control (labelled by its field, focused by Tab,
 * opened by Space or Enter, filled by tests and assistive technology) but is visually hidden; beside it a button drawn
 * in the page's language opens it for the pointer, outlined while the input has the focus, and the chosen file's name,
 * which the input's description includes so a screen reader hears it in the page's language too.
 */
export function FilePicker({ ref, fileName, className, ...input }: FilePickerProps) {
  const intl = useIntl();
  const own = useRef<HTMLInputElement | null>(null);
  const statusId = useId();
  const setRef = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <span className={[styles.picker, className].filter(Boolean).join(' ')}>
      <input
        {...input}
        ref={setRef}
        type="file"
        className={`visually-hidden ${styles.input}`}
        aria-describedby={
          [input['aria-describedby'], fileName !== null && statusId].filter(Boolean).join(' ') || undefined
        }
      />
      {/* Hidden from assistive technology, which has the input itself; a pointer's click opens the input's chooser. */}
      <span aria-hidden="true" className={styles.button} onClick={() => own.current?.click()}>
        {intl.formatMessage(fileText.choose)}
      </span>
      {fileName !== null && (
        <span id={statusId} className={styles.name}>
          {fileName ? `\u2068${fileName}\u2069` : intl.formatMessage(fileText.none)}
        </span>
      )}
    </span>
  );
}
