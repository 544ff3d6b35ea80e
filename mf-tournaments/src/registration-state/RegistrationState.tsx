import { useIntl } from 'react-intl';
import { registrationNotices, type TournamentRegistrationState } from '@uaeaf/contracts';
import { useDates } from '@uaeaf/ui';
import { noticeText, stateText } from './messages';
import styles from './registration-state.module.css';

function stateDate(state: TournamentRegistrationState): string {
  switch (state.status) {
    case 'open':
      return state.closesOn;
    case 'ended':
      return state.closedOn;
    default:
      return state.opensOn;
  }
}

/** "Registration is open: closes on …", "… opens on …" or "Registration closed on …", marked by its state. */
export function RegistrationState({ state }: { state: TournamentRegistrationState }) {
  const intl = useIntl();
  const dates = useDates();
  return (
    <p className={`${styles.state} ${styles[state.status]}`}>
      {intl.formatMessage(stateText[state.status], { date: dates.day(stateDate(state)) })}
    </p>
  );
}

/**
 * The notice of a tournament that takes no entries now: "Registration period has ended" after the last window,
 * otherwise "Registration is currently unavailable" and the day it opens. Nothing while a window is open.
 */
export function RegistrationNotice({ state }: { state: TournamentRegistrationState }) {
  const intl = useIntl();
  const dates = useDates();
  if (state.status === 'open') return null;
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>
        {intl.formatMessage(noticeText[registrationNotices[state.status]])}
      </p>
      {state.status !== 'ended' && (
        <p>{intl.formatMessage(stateText[state.status], { date: dates.day(state.opensOn) })}</p>
      )}
    </div>
  );
}
