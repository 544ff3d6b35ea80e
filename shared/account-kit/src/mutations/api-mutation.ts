import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { ApiError, apiRequest } from '@uaeaf/api-client';
import { pushToast, signOut } from '@uaeaf/session';
import { mutationText } from '../messages';

/** Sends a JSON body to the API and checks the answer against its contract. */
export function sendJson<TSchema extends v.GenericSchema>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: TSchema,
  body: unknown,
): Promise<v.InferOutput<TSchema>> {
  return apiRequest(path, schema, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface ApiMutationOptions<TVariables, TResult> {
  call: (variables: TVariables) => Promise<TResult>;
  /** The toast once it is done (spec: top of the page, 2000 ms). */
  successText: (result: TResult, variables: TVariables) => string;
  /** Lists and items the change makes stale; they load again. */
  invalidates?: QueryKey[];
  /** The message of a refusal this action knows (`already_decided`), else a general one is shown. */
  refusalText?: (error: ApiError) => string | undefined;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** After a refusal (any 4xx but 401), for a page that changes course on one (a conflict closes its dialog). */
  onRefused?: (error: ApiError) => void;
}

/**
 * A change through the API: a success toast and fresh data afterwards, or a refusal message for the caller to show
 * where the action was (`failure`: in its dialog or beside its button). A conflict (409: someone changed the item
 * first) also reloads the data, so the page shows the item as it now is. A session the server ended (the account was
 * blocked, or it timed out) is forgotten, so the area's guard sends the user to log in.
 */
export function useApiMutation<TVariables, TResult>({
  call,
  successText,
  invalidates = [],
  refusalText,
  onSuccess,
  onRefused,
}: ApiMutationOptions<TVariables, TResult>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: async (result, variables) => {
      pushToast({ kind: 'success', text: successText(result, variables) });
      onSuccess?.(result, variables);
      await reload();
    },
    onError: async (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) {
        signOut(window.localStorage);
        return;
      }
      if (error.status === 409) await reload();
      onRefused?.(error);
    },
  });
  const error = mutation.error;
  let failure: string | undefined;
  if (error) {
    const known = error instanceof ApiError ? refusalText?.(error) : undefined;
    failure =
      known ??
      intl.formatMessage(
        error instanceof ApiError && error.status === 403
          ? mutationText.forbidden
          : error instanceof ApiError && error.status === 404
            ? mutationText.notFound
            : mutationText.failed,
      );
  }
  return { ...mutation, failure };
}
