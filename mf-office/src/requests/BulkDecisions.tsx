import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton, ConfirmDialog, ReasonDialog } from '@uaeaf/account-kit';
import type { OfficeDecision } from '@uaeaf/contracts';
import { LocalizedLink } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { useBulkDecision } from './decisions';
import { bulkIntroText, requestsText, skippedRowText, skippedText } from './messages';

/**
 * Approve or reject the selected rows of a queue with one decision, and list those left as they were with why. The
 * membership requests and the electronic services both use it: `path` is the queue's bulk route, `linkTo` a request's
 * page, `refusal` the queue's refusal codes in words and `rejectHint` what a rejection means for its requesters.
 */
export function BulkDecisions({
  ids,
  clear,
  path,
  linkTo,
  refusal,
  rejectHint = requestsText.rejectHint,
}: {
  ids: number[];
  clear: () => void;
  path: string;
  linkTo: (id: number) => string;
  refusal: (code: string) => string | undefined;
  rejectHint?: MessageDescriptor;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState<OfficeDecision>();
  const [skipped, setSkipped] = useState<{ id: number; code: string }[]>([]);
  const decide = useBulkDecision(path, (left) => {
    setSkipped(left);
    setAsking(undefined);
    clear();
  });
  const close = () => {
    setAsking(undefined);
    decide.reset();
  };
  const intro = intl.formatMessage(bulkIntroText, { count: ids.length });
  return (
    <>
      <button
        type="button"
        className={actionButton.primary}
        disabled={!ids.length}
        onClick={() => setAsking('approve')}
      >
        {intl.formatMessage(requestsText.approve)}
      </button>
      <button
        type="button"
        className={actionButton.danger}
        disabled={!ids.length}
        onClick={() => setAsking('reject')}
      >
        {intl.formatMessage(requestsText.reject)}
      </button>
      {asking === 'approve' && (
        <ConfirmDialog
          title={intl.formatMessage(requestsText.bulkApproveTitle)}
          confirmLabel={intl.formatMessage(requestsText.approve)}
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={() => decide.mutate({ ids, decision: 'approve' })}
          onClose={close}
        >
          <p>{intro}</p>
        </ConfirmDialog>
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={intl.formatMessage(requestsText.bulkRejectTitle)}
          intro={intro}
          reasonLabel={intl.formatMessage(requestsText.rejectReason)}
          reasonHint={intl.formatMessage(rejectHint)}
          confirmLabel={intl.formatMessage(requestsText.reject)}
          danger
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={(reason) => decide.mutate({ ids, decision: 'reject', reason })}
          onClose={close}
        />
      )}
      {skipped.length > 0 && (
        <div role="alert" className={commonStyles.warning}>
          <p>{intl.formatMessage(skippedText, { count: skipped.length })}</p>
          <ul>
            {skipped.map((item) => (
              <li key={item.id}>
                <LocalizedLink to={linkTo(item.id)}>
                  {intl.formatMessage(skippedRowText, {
                    id: intl.formatNumber(item.id, { useGrouping: false }),
                    reason: refusal(item.code) ?? item.code,
                  })}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
