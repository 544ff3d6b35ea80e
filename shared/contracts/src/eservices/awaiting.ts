import * as v from 'valibot';

/**
 * `GET /api/account/services/awaiting`: how many requests wait for the club's answer as a party, for its navigation
 * badge. A module of its own: the area's frame reads it on every page and must load none of the services' schemas.
 */
export const ServicesAwaitingSchema = v.object({ awaiting: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type ServicesAwaiting = v.InferOutput<typeof ServicesAwaitingSchema>;
