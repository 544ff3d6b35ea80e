import { useIntl } from 'react-intl';
import { resultsText } from './messages';
import styles from './results.module.css';

/** A score's personal best and national record, in words (a badge, never colour alone). */
export function ScoreMarks({ personalBest, record }: { personalBest: boolean; record: boolean }) {
  const intl = useIntl();
  return (
    <>
      {personalBest && <span className={styles.badge}>{intl.formatMessage(resultsText.personalBest)}</span>}
      {record && <span className={styles.badge}>{intl.formatMessage(resultsText.record)}</span>}
    </>
  );
}
