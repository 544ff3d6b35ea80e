import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { apiRequest, useApi } from '@uaeaf/api-client';
import {
  RegistrationConfirmation,
  RegistrationForm,
  WithFormLists,
  penaltyQueryKeys,
  registrationMessages,
} from '@uaeaf/account-kit';
import {
  OwnPenaltiesResponseSchema,
  RosterPlayerSchema,
  registrationSchemas,
  type RosterPlayer,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, userInfoAtom } from '@uaeaf/session';
import { DetailsList, LocalizedLink, PlaceholderPage, QueryStates, formClassNames } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { registerNewArgs, registerNewText } from './messages';

/** The players form as the club fills it in: no password (the player chooses one from a mail), no club (the caller). */
const form = registrationSchemas.players.byClub();

/** The roster and requests pages of the caller's kind, where the new player and their request are listed. */
function usePlaces() {
  const academy = useAtomValue(accountTypeAtom) === 'academy';
  return {
    academy,
    players: academy ? '/my-account/players-academy' : '/my-account/players',
    requests: academy ? '/my-account/requestsAcademy' : '/my-account/requests',
  };
}

/**
 * `/my-account/register-new` (issue 11): the club or academy registers a new player itself with the registration
 * form of `/register/players` (shared in the account kit), its own name fixed in place of the club question and no
 * password; the request reaches the office already accepted by it. Under a penalty the page says so, with the reason,
 * instead of the form.
 */
export default function RegisterNewPage(props: ClubPageProps) {
  const intl = useIntl();
  const user = useAtomValue(userInfoAtom);
  const locale = useLocale();
  const { academy } = usePlaces();
  return (
    <PlaceholderPage {...props}>
      <DetailsList
        items={[
          [
            intl.formatMessage(academy ? registerNewText.academy : registerNewText.club),
            user && <bdi>{user.name[locale]}</bdi>,
          ],
        ]}
      />
      {user?.isRestricted ? (
        <Restricted />
      ) : (
        <>
          <p>{intl.formatMessage(academy ? registerNewText.leadAcademy : registerNewText.leadClub)}</p>
          <WithFormLists asksForClub={false}>
            {(lists) => (
              <RegistrationForm<RosterPlayer>
                form={form}
                lookups={lists}
                send={(body) =>
                  apiRequest(`/account/club/players/register?lang=${locale}`, RosterPlayerSchema, {
                    method: 'POST',
                    headers: { 'Content-Type': 'application/json' },
                    body: JSON.stringify(body),
                  })
                }
                confirmation={(player) => <Registered player={player} />}
              />
            )}
          </WithFormLists>
        </>
      )}
    </PlaceholderPage>
  );
}

/** The new player is stored: where the club finds them and their request. */
function Registered({ player }: { player: RosterPlayer }) {
  const intl = useIntl();
  const locale = useLocale();
  const { academy, players, requests } = usePlaces();
  const name = `\u2068${player.name[locale]}\u2069`;
  return (
    <RegistrationConfirmation>
      <p>{intl.formatMessage(academy ? registerNewArgs.doneAcademy : registerNewArgs.doneClub, { name })}</p>
      <p>
        <LocalizedLink to={`${players}?player=${player.id}`}>
          {intl.formatMessage(registerNewArgs.toPlayer, { name })}
        </LocalizedLink>
      </p>
      <p>
        <LocalizedLink to={requests}>{intl.formatMessage(registerNewText.toRequests)}</LocalizedLink>
      </p>
    </RegistrationConfirmation>
  );
}

/** A club under a penalty registers no one (the API refuses it too): the restriction, and why. */
function Restricted() {
  const intl = useIntl();
  const locale = useLocale();
  const penalties = useApi(penaltyQueryKeys.own(), '/account/penalties', OwnPenaltiesResponseSchema, {
    fresh: true,
  });
  return (
    <div role="note" className={formClassNames.alert}>
      <p>{intl.formatMessage(registrationMessages.restricted)}</p>
      <QueryStates query={penalties}>
        {({ items }) => (
          <DetailsList
            items={items
              .filter((penalty) => penalty.status === 'active')
              .map((penalty): [string, string] => [
                intl.formatMessage(registerNewText.penaltyReason),
                penalty.reason[locale],
              ])}
          />
        )}
      </QueryStates>
    </div>
  );
}
