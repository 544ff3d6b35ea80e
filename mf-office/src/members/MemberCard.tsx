import { useState } from 'react';
import { useIntl } from 'react-intl';
import { actionButton, ReasonDialog, sendJson, useApiMutation, useCan } from '@uaeaf/account-kit';
import { cardApiPaths, CardErrorCodes, OfficeCardSchema } from '@uaeaf/contracts';
import { DetailsList, QueryStates, useDates } from '@uaeaf/ui';
import { officeKey, useOfficeApi } from '../common/api';
import commonStyles from '../common/common.module.css';
import { Section } from '../common/Section';
import { cardDoneText, cardSectionText } from './card-messages';

const officePath = (memberId: number) => cardApiPaths.office(memberId).replace(/^\/api/, '');

/**
 * The member's card on their office page (decision 055): its code and when it was issued, and, for staff who may
 * block, revoking it or reissuing a new code, each with the reason the audit trail keeps.
 */
export function MemberCard({ memberId, name }: { memberId: number; name: string }) {
  const intl = useIntl();
  const query = useOfficeApi('member-card', officePath(memberId), OfficeCardSchema);
  const { dayAndTime } = useDates();
  return (
    <Section id="member-card" title={intl.formatMessage(cardSectionText.title)}>
      <QueryStates query={query}>
        {(card) => (
          <>
            {card.code ? (
              <DetailsList
                items={[
                  [intl.formatMessage(cardSectionText.code), <span className="ltr-value">{card.code}</span>],
                  [intl.formatMessage(cardSectionText.issuedAt), card.issuedAt && dayAndTime(card.issuedAt)],
                ]}
              />
            ) : (
              <p>{intl.formatMessage(cardSectionText.none)}</p>
            )}
            <div className={commonStyles.actions}>
              {card.code && <CardChange memberId={memberId} name={name} reissue={false} />}
              <CardChange memberId={memberId} name={name} reissue />
            </div>
          </>
        )}
      </QueryStates>
    </Section>
  );
}

function CardChange({ memberId, name, reissue }: { memberId: number; name: string; reissue: boolean }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const mayChange = useCan('members.block');
  const change = useApiMutation({
    call: (reason: string) =>
      sendJson('POST', `${officePath(memberId)}/${reissue ? 'reissue' : 'revoke'}`, OfficeCardSchema, {
        reason,
      }),
    successText: () => intl.formatMessage(cardDoneText, { name, reissued: String(reissue) }),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === CardErrorCodes.noCard ? intl.formatMessage(cardSectionText.noCard) : undefined,
    onSuccess: () => setAsking(false),
  });
  if (!mayChange) return null;
  const label = intl.formatMessage(reissue ? cardSectionText.reissue : cardSectionText.revoke);
  return (
    <>
      <button
        type="button"
        className={reissue ? actionButton.secondary : actionButton.danger}
        onClick={() => {
          change.reset();
          setAsking(true);
        }}
      >
        {label}
      </button>
      {asking && (
        <ReasonDialog
          title={label}
          intro={intl.formatMessage(reissue ? cardSectionText.reissueIntro : cardSectionText.revokeIntro)}
          confirmLabel={label}
          danger={!reissue}
          pending={change.isPending}
          failure={change.failure}
          onConfirm={(reason) => change.mutate(reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
