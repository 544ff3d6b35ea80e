import { useMemo, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import type * as v from 'valibot';
import {
  ElectronicServiceKinds,
  ServiceErrorCodes,
  ServiceReceiptSchema,
  mayRequestService,
  requestsAsClub,
  serviceFormLimits,
  serviceFormSchema,
  type ElectronicServiceKind,
  type ServiceRequest,
} from '@uaeaf/contracts';
import { accountTypeAtom } from '@uaeaf/session';
import { EmptyState, LocalizedLink, NotFoundRoute, formClassNames, useLocalizedPath } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { useApiForm } from '../form/api-form';
import { sendJson } from '../mutations/api-mutation';
import { describeField, emptyValue } from '../registration/field-info';
import { answersOf } from '../registration/form-body';
import { WithFormLists } from '../registration/FormLists';
import type { FormLists } from '../registration/lookups';
import formStyles from '../registration/registration.module.css';
import { eservicesText, serviceKindText, servicePurposeText, serviceRefusalText } from './eservices-messages';
import { ServiceFee } from './ServiceFee';
import { serviceRefusal, type ServicePaths } from './service-api';
import { serviceRequestsKey } from './service-keys';
import { emptyItem, ServiceField, ServiceFieldsProvider } from './service-fields';
import styles from './eservices.module.css';

type ServiceValues = Record<string, unknown>;

/** The fields of a form as its contract lists them, in order (the event's are inside its cross-field check). */
export function formEntries(kind: ElectronicServiceKind, asClub: boolean): Readonly<Record<string, unknown>> {
  const schema = serviceFormSchema(kind, asClub) as unknown as {
    entries?: Record<string, unknown>;
    pipe?: readonly { entries?: Record<string, unknown> }[];
  };
  return schema.entries ?? schema.pipe![0]!.entries!;
}

const itemPaths = Array.from({ length: serviceFormLimits.equipmentItems }, (_, index) => [
  `items.${index}.description`,
  `items.${index}.quantity`,
]).flat();

function isServiceKind(kind: string | undefined): kind is ElectronicServiceKind {
  return (ElectronicServiceKinds as readonly string[]).includes(kind ?? '');
}

/** Renders its children only when the route's `kind` is one of the five services, else "Page Not Found". */
export function RequireServiceKind({ children }: { children: ReactNode }) {
  return isServiceKind(useParams().kind) ? children : <NotFoundRoute />;
}

/**
 * The form of the service in the URL (`:kind`, one of the five: the area's route wraps it in `RequireServiceKind`) for
 * this member kind: a club names the player, a player the club they
 * move to (decision 039). Checked by the contract before it is sent; a refusal about one field shows on it, any other
 * above the button; once sent, the request's page opens.
 */
export function ElectronicServiceForm({ paths }: { paths: ServicePaths }) {
  const intl = useIntl();
  const { kind } = useParams();
  const accountType = useAtomValue(accountTypeAtom);
  if (!isServiceKind(kind) || !accountType || !mayRequestService(kind, accountType)) {
    return (
      <EmptyState>
        <p>{intl.formatMessage(eservicesText.notForYou)}</p>
        <p>
          <LocalizedLink to={paths.services}>{intl.formatMessage(eservicesText.back)}</LocalizedLink>
        </p>
      </EmptyState>
    );
  }
  const service = kind;
  const asClub = requestsAsClub(accountType);
  return (
    <section aria-labelledby="service-form" className={styles.formPage}>
      <h2 id="service-form">{intl.formatMessage(serviceKindText[service])}</h2>
      <p>{intl.formatMessage(servicePurposeText[service])}</p>
      <WithFormLists asksForClub={service === 'playerTransfer' && !asClub}>
        {(lists) => (
          <ServiceFormBody key={service} kind={service} asClub={asClub} lists={lists} paths={paths} />
        )}
      </WithFormLists>
      <p>
        <LocalizedLink to={paths.services}>{intl.formatMessage(eservicesText.back)}</LocalizedLink>
      </p>
    </section>
  );
}

function ServiceFormBody({
  kind,
  asClub,
  lists,
  paths,
}: {
  kind: ElectronicServiceKind;
  asClub: boolean;
  lists: FormLists;
  paths: ServicePaths;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const entries = useMemo(() => formEntries(kind, asClub), [kind, asClub]);
  const names = Object.keys(entries);
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(entries).map(([name, schema]) => [
          name,
          name === 'items' ? [{ ...emptyItem }] : emptyValue(describeField(name, schema)),
        ]),
      ),
    [entries],
  );
  const player = names.find((name) => name === 'playerId' || name === 'membershipNumber');
  const form = useApiForm<ServiceValues, ServiceRequest>({
    schema: serviceFormSchema(kind, asClub) as unknown as v.GenericSchema<ServiceValues>,
    defaultValues,
    fields: [...names, ...(kind === 'equipmentImport' ? itemPaths : [])],
    codeFields: {
      [ServiceErrorCodes.sameClub]: ['receivingClubId', serviceRefusalText['same_club']!.id!],
      ...(player && {
        [ServiceErrorCodes.noClub]: [player, serviceRefusalText['player_has_no_club']!.id!],
        [ServiceErrorCodes.playerPending]: [player, serviceRefusalText['player_request_pending']!.id!],
        [ServiceErrorCodes.playerNotFound]: [player, serviceRefusalText['player_not_found']!.id!],
      }),
    },
    // The raw answers, not the checked ones: files go as the data URLs the contract decodes on the server.
    call: (): Promise<ServiceRequest> =>
      sendJson('POST', `/account/services/${kind}`, ServiceReceiptSchema, answersOf(form.form.getValues())),
    successText: () => intl.formatMessage(eservicesText.sent),
    invalidates: [serviceRequestsKey],
    refusalText: (error) => serviceRefusal(intl, error),
    onSuccess: (request) => void navigate(localize(`${paths.request}/${request.id}`)),
  });
  return (
    <ServiceFieldsProvider entries={entries}>
      <FormProvider {...form.form}>
        <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-labelledby="service-form">
          <p className={formStyles.note}>{intl.formatMessage(eservicesText.requiredNote)}</p>
          <div className={formStyles.fields}>
            {names.map((name) => (
              <ServiceField key={name} name={name} schema={entries[name]} lists={lists} />
            ))}
          </div>
          {form.failure && (
            <p role="alert" className={formClassNames.alert}>
              {form.failure}
            </p>
          )}
          <ServiceFee kind={kind} id="service-fee" />
          <button
            type="submit"
            className={actionButton.primary}
            disabled={form.pending}
            aria-busy={form.pending}
            aria-describedby="service-fee"
          >
            {intl.formatMessage(form.pending ? eservicesText.sending : eservicesText.send)}
          </button>
        </form>
      </FormProvider>
    </ServiceFieldsProvider>
  );
}
