import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BulkRequestDecisionSchema, ClubRequestDecisionSchema, RequestDecisionSchema } from './decisions';
import { OfficeRequestListQuerySchema } from './office';
import {
  allowedRequestActions,
  RequestActors,
  type RequestActor,
  RequestErrorCodes,
  requestRefusal,
  RequestStatuses,
  requestTransition,
  requestTransitions,
} from './workflow';

const pending = { status: 'Pending', clubNamed: false } as const;
const pendingForClub = { status: 'Pending', clubNamed: true } as const;
const accepted = { status: 'Accepted', clubNamed: true } as const;

describe('the request workflow', () => {
  it('lets the named club accept or reject a Pending request, and nothing after that', () => {
    expect(allowedRequestActions(pendingForClub, 'club')).toEqual(['accept', 'reject']);
    expect(allowedRequestActions(accepted, 'club')).toEqual([]);
    expect(requestTransition(pendingForClub, 'accept', 'club')?.to).toBe('Accepted');
    expect(requestTransition(pendingForClub, 'reject', 'club')?.to).toBe('Cancled');
  });

  it('lets no club accept a request that named none', () => {
    expect(requestTransition(pending, 'accept', 'club')).toBeUndefined();
  });

  it('lets the office approve from Accepted, or from Pending when no club was named, and reject at either step', () => {
    expect(allowedRequestActions(pending, 'office')).toEqual(['approve', 'reject']);
    expect(allowedRequestActions(pendingForClub, 'office')).toEqual(['reject']);
    expect(allowedRequestActions(accepted, 'office')).toEqual(['approve', 'reject']);
    expect(requestTransition(accepted, 'approve', 'office')?.to).toBe('Approved');
  });

  it('lets only the member resubmit, and only a rejected request', () => {
    const rejected = { status: 'Cancled', clubNamed: true } as const;
    expect(allowedRequestActions(rejected, 'member')).toEqual(['resubmit']);
    expect(requestTransition(rejected, 'resubmit', 'member')?.to).toBe('Pending');
    expect(allowedRequestActions(rejected, 'office')).toEqual([]);
    expect(allowedRequestActions(pending, 'member')).toEqual([]);
  });

  it('keeps Approved final for everyone', () => {
    const actors: RequestActor[] = ['club', 'office', 'member'];
    for (const actor of actors) {
      expect(allowedRequestActions({ status: 'Approved', clubNamed: true }, actor)).toEqual([]);
    }
  });

  it('covers every status and leads only to statuses', () => {
    expect(Object.keys(requestTransitions).sort()).toEqual([...RequestStatuses].sort());
    for (const transitions of Object.values(requestTransitions)) {
      for (const transition of Object.values(transitions)) {
        expect(RequestStatuses).toContain(transition.to);
      }
    }
  });

  it('says why a move is refused', () => {
    const approved = { status: 'Approved', clubNamed: false } as const;
    expect(requestRefusal(approved, 'approve', 'office')).toBe(RequestErrorCodes.alreadyDecided);
    expect(requestRefusal({ status: 'Cancled', clubNamed: false }, 'reject', 'office')).toBe(
      RequestErrorCodes.alreadyDecided,
    );
    expect(requestRefusal(accepted, 'accept', 'club')).toBe(RequestErrorCodes.alreadyDecided);
    expect(requestRefusal(accepted, 'reject', 'club')).toBe(RequestErrorCodes.alreadyDecided);
    expect(requestRefusal(pendingForClub, 'approve', 'office')).toBe(RequestErrorCodes.awaitingClub);
    expect(requestRefusal(pending, 'resubmit', 'member')).toBe(RequestErrorCodes.invalidTransition);
    expect(requestRefusal(pending, 'approve', 'office')).toBeUndefined();
  });

  it('takes a withdrawn request no further: no one may decide or resubmit it', () => {
    const withdrawn = { status: 'Withdrawn', clubNamed: true } as const;
    for (const actor of RequestActors) expect(allowedRequestActions(withdrawn, actor)).toEqual([]);
    expect(requestRefusal(withdrawn, 'approve', 'office')).toBe(RequestErrorCodes.alreadyDecided);
    expect(requestRefusal(withdrawn, 'accept', 'club')).toBe(RequestErrorCodes.alreadyDecided);
  });
});

function fieldMessages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return undefined;
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('decisions', () => {
  it('need a reason to reject, trimmed, and show the error on the reason field', () => {
    expect(fieldMessages(RequestDecisionSchema, { decision: 'reject' })).toEqual({
      reason: 'validation.required',
    });
    expect(fieldMessages(RequestDecisionSchema, { decision: 'reject', reason: '   ' })).toEqual({
      reason: 'validation.required',
    });
    expect(v.parse(RequestDecisionSchema, { decision: 'reject', reason: '  Missing photo ' })).toEqual({
      decision: 'reject',
      reason: 'Missing photo',
    });
    expect(fieldMessages(ClubRequestDecisionSchema, { decision: 'reject' })).toEqual({
      reason: 'validation.required',
    });
  });

  it('refuse a reason over 1000 characters and an unknown decision', () => {
    expect(fieldMessages(RequestDecisionSchema, { decision: 'reject', reason: 'x'.repeat(1001) })).toEqual({
      reason: 'validation.maxLength',
    });
    expect(
      v.parse(RequestDecisionSchema, { decision: 'reject', reason: 'x'.repeat(1000) }).reason,
    ).toHaveLength(1000);
    expect(fieldMessages(RequestDecisionSchema, { decision: 'accept' })).toEqual({
      decision: 'validation.invalid',
    });
    expect(fieldMessages(ClubRequestDecisionSchema, { decision: 'approve' })).toEqual({
      decision: 'validation.invalid',
    });
  });

  it('approve without a reason', () => {
    expect(v.parse(RequestDecisionSchema, { decision: 'approve' })).toEqual({ decision: 'approve' });
    expect(v.parse(ClubRequestDecisionSchema, { decision: 'accept', reason: '' })).toEqual({
      decision: 'accept',
      reason: undefined,
    });
  });

  it('in bulk take 1 to 200 distinct positive ids', () => {
    expect(v.parse(BulkRequestDecisionSchema, { ids: [3, 1], decision: 'approve' }).ids).toEqual([3, 1]);
    expect(fieldMessages(BulkRequestDecisionSchema, { ids: [], decision: 'approve' })).toEqual({
      ids: 'validation.required',
    });
    expect(fieldMessages(BulkRequestDecisionSchema, { ids: [1, 1], decision: 'approve' })).toEqual({
      ids: 'validation.invalid',
    });
    expect(fieldMessages(BulkRequestDecisionSchema, { ids: [0], decision: 'approve' })).toEqual({
      'ids.0': 'validation.invalid',
    });
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(fieldMessages(BulkRequestDecisionSchema, { ids: many, decision: 'approve' })).toEqual({
      ids: 'validation.maxLength',
    });
    expect(fieldMessages(BulkRequestDecisionSchema, { ids: [1], decision: 'reject' })).toEqual({
      reason: 'validation.required',
    });
  });
});

describe('the office request list query', () => {
  it('defaults to the newest first, 25 a page', () => {
    expect(v.parse(OfficeRequestListQuerySchema, {})).toEqual({
      page: 1,
      pageSize: 25,
      q: undefined,
      kind: undefined,
      form: undefined,
      status: undefined,
      queue: undefined,
      clubId: undefined,
      from: undefined,
      to: undefined,
      sort: '-submitted',
      lang: 'ar',
    });
  });

  it('takes filters, and lowers a page size over 100', () => {
    const query = v.parse(OfficeRequestListQuerySchema, {
      pageSize: '500',
      kind: 'renewal',
      form: 'players',
      status: 'Accepted',
      queue: 'awaitingOffice',
      clubId: '12',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'name',
      lang: 'en',
    });
    expect(query).toMatchObject({ pageSize: 100, clubId: 12, status: 'Accepted', sort: 'name', lang: 'en' });
  });

  it('refuses unknown values rather than listing everything', () => {
    for (const [key, value] of Object.entries({
      kind: 'transfer',
      form: 'teams',
      status: 'Rejected',
      queue: 'all',
      clubId: 'x',
      from: '2026-13-01',
      to: '2026-02-30',
      sort: 'email',
      lang: 'fr',
    })) {
      expect(v.safeParse(OfficeRequestListQuerySchema, { [key]: value }).success, key).toBe(false);
    }
    expect(fieldMessages(OfficeRequestListQuerySchema, { from: '2026-02-01', to: '2026-01-01' })).toEqual({
      to: 'validation.invalid',
    });
  });
});
