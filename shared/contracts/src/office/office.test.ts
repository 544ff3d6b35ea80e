import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuditLogQuerySchema } from './audit-log';
import { memberSearchTerms, OfficeMemberListQuerySchema } from './members';
import { aedToFils, issuePenaltySchema, penaltyStatus } from './penalties';
import { CreateStaffSchema } from './staff';

function messagesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) (fields[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return fields;
}

describe('members directory query', () => {
  it('defaults to the first page of 25 by name, every filter off', () => {
    expect(v.parse(OfficeMemberListQuerySchema, {})).toEqual({
      page: 1,
      pageSize: 25,
      q: undefined,
      kind: undefined,
      status: undefined,
      clubId: undefined,
      blocked: undefined,
      restricted: undefined,
      sort: 'name',
    });
  });

  it('reads the filters, lowers a page size over 100 and treats empty values as not given', () => {
    expect(
      v.parse(OfficeMemberListQuerySchema, {
        pageSize: '500',
        kind: 'player',
        status: '',
        clubId: '12',
        blocked: 'true',
        restricted: 'false',
        sort: '-joined',
      }),
    ).toMatchObject({
      pageSize: 100,
      kind: 'player',
      status: undefined,
      clubId: 12,
      blocked: true,
      restricted: false,
      sort: '-joined',
    });
  });

  it('refuses staff as a kind, unknown sorts and malformed filters', () => {
    expect(
      messagesOf(OfficeMemberListQuerySchema, { kind: 'admin', sort: 'email', clubId: 'x', blocked: 'yes' }),
    ).toEqual({
      kind: ['validation.invalid'],
      sort: ['validation.invalid'],
      clubId: ['validation.invalid'],
      blocked: ['validation.invalid'],
    });
  });
});

describe('penalties', () => {
  const schema = issuePenaltySchema('2026-03-10');
  const valid = {
    memberId: 7,
    reasonAr: 'سبب',
    reasonEn: 'Reason',
    startsOn: '2026-03-10',
    endsOn: '2026-03-10',
  };

  it('takes a one-day penalty from today without a fine, and a fine in AED as fils', () => {
    expect(v.parse(schema, valid)).toEqual({ ...valid, fineAed: undefined });
    expect(aedToFils(v.parse(schema, { ...valid, fineAed: 19.99 }).fineAed!)).toBe(1999);
    expect(v.parse(schema, { ...valid, fineAed: '' }).fineAed).toBeUndefined();
  });

  it('refuses a back-dated start, an end before the start, a fine of 0 or with fractions of a fils', () => {
    expect(messagesOf(schema, { ...valid, startsOn: '2026-03-09' })).toEqual({
      startsOn: ['validation.startsInPast'],
    });
    expect(messagesOf(schema, { ...valid, endsOn: '2026-03-09' })).toEqual({
      endsOn: ['validation.endsBeforeStart'],
    });
    expect(messagesOf(schema, { ...valid, fineAed: 0 })).toEqual({ fineAed: ['validation.minValue'] });
    expect(messagesOf(schema, { ...valid, fineAed: 1.005 })).toEqual({
      fineAed: ['validation.fineDecimals'],
    });
  });

  it('requires both reasons, at most 1000 characters each', () => {
    expect(messagesOf(schema, { ...valid, reasonAr: '  ', reasonEn: 'x'.repeat(1001) })).toEqual({
      reasonAr: ['validation.required'],
      reasonEn: ['validation.maxLength'],
    });
  });

  it('is upcoming, active (both days included), ended, or lifted whatever the dates', () => {
    const penalty = { startsOn: '2026-03-10', endsOn: '2026-03-12', lifted: null };
    expect(penaltyStatus(penalty, '2026-03-09')).toBe('upcoming');
    expect(penaltyStatus(penalty, '2026-03-10')).toBe('active');
    expect(penaltyStatus(penalty, '2026-03-12')).toBe('active');
    expect(penaltyStatus(penalty, '2026-03-13')).toBe('ended');
    expect(penaltyStatus({ ...penalty, lifted: { reason: 'x' } }, '2026-03-11')).toBe('lifted');
  });
});

describe('audit log query', () => {
  it('refuses a range that ends before it starts and a malformed action', () => {
    expect(
      messagesOf(AuditLogQuerySchema, { from: '2026-03-10', to: '2026-03-09', action: 'DROP TABLE' }),
    ).toEqual({
      action: ['validation.invalid'],
      to: ['validation.invalid'],
    });
    expect(v.parse(AuditLogQuerySchema, { subject: 'member', action: 'member.blocked' })).toMatchObject({
      subject: 'member',
      action: 'member.blocked',
    });
  });
});

describe('staff accounts', () => {
  it('needs a role and the registration password rule', () => {
    expect(
      messagesOf(CreateStaffSchema, {
        email: 'new@example.ae',
        nameAr: 'موظف جديد',
        nameEn: 'New Officer',
        officeRole: 'owner',
        password: 'no digits here',
      }),
    ).toEqual({ officeRole: ['validation.required'], password: ['validation.password'] });
  });
});

describe('members search terms', () => {
  it('reads an Emirates ID with dashes or Arabic digits and a membership number in full or by its digits', () => {
    expect(memberSearchTerms(' 784-1990-1234567-6 ')).toEqual({
      text: '784-1990-1234567-6',
      emiratesId: '784199012345676',
    });
    expect(memberSearchTerms('UAEAF-000042')).toEqual({
      text: 'uaeaf-000042',
      membershipNumber: 'UAEAF-000042',
    });
    expect(memberSearchTerms('٤٢')).toEqual({ text: '42', membershipNumber: 'UAEAF-000042' });
    expect(memberSearchTerms('Salem')).toEqual({ text: 'salem' });
    expect(memberSearchTerms('Salem@Example.ae ')).toEqual({
      text: 'salem@example.ae',
      email: 'salem@example.ae',
    });
    expect(memberSearchTerms('salem@')).toEqual({ text: 'salem@' });
  });
});
