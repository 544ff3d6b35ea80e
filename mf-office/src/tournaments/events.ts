import { defineMessages } from 'react-intl';
import type * as v from 'valibot';
import { sendJson } from '@uaeaf/account-kit';
import {
  type ContentStatus,
  EditedCourseListSchema,
  EditedTournamentListSchema,
  type PublishInput,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

/**
 * Tournaments and training courses as the editors write them (decision 061), at `/office/events/{kind}`, opened by
 * `content.publish`. Their entries and registrations stay on `/office/tournaments` and `/office/courses`, which are
 * members' data.
 */
export type EventKind = 'tournaments' | 'courses';

export const eventPages = {
  tournaments: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.events.tournaments.title', defaultMessage: 'Tournaments' },
      nav: { id: 'office.events.tournaments.nav', defaultMessage: 'Tournaments' },
      purpose: {
        id: 'office.events.tournaments.purpose',
        defaultMessage:
          'Tournaments with their dates, registration windows, divisions and fee: write, preview, publish, unpublish.',
      },
    }),
  },
  courses: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.events.courses.title', defaultMessage: 'Course calendar' },
      nav: { id: 'office.events.courses.nav', defaultMessage: 'Course calendar' },
      purpose: {
        id: 'office.events.courses.purpose',
        defaultMessage:
          'Training courses with their dates, seats, whom they admit and fee: write and publish.',
      },
    }),
  },
} as const satisfies Record<EventKind, object>;

/** The API's path of a kind, or of one of its items. */
export const eventApiPath = (kind: EventKind, id?: number | string) =>
  `/office/editor/${kind}${id === undefined ? '' : `/${id}`}`;

/** The office page of a kind, or of one of its items. */
export const eventPagePath = (kind: EventKind, id?: number | string) =>
  `/office/events/${kind}${id === undefined ? '' : `/${id}`}`;

const listSchemas = { tournaments: EditedTournamentListSchema, courses: EditedCourseListSchema } as const;

export const useEventList = (kind: EventKind, query: Query) =>
  useOfficeApi(`events-${kind}`, eventApiPath(kind), listSchemas[kind], query, { keepPrevious: true });

/** What the publishing panel needs of an item: every edited item's answer carries it. */
export interface Publishable {
  id: number;
  status: ContentStatus;
  publishAt: string | null;
}

export const publishEvent = <TSchema extends v.GenericSchema<unknown, Publishable>>(
  kind: EventKind,
  schema: TSchema,
  id: number,
  action: PublishInput | 'unpublish',
) =>
  action === 'unpublish'
    ? sendJson('POST', `${eventApiPath(kind, id)}/unpublish`, schema, {})
    : sendJson('POST', `${eventApiPath(kind, id)}/publish`, schema, action);
