import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { can } from '../access';
import { FeeCodes } from '../billing/fees';
import { AccountTypes } from '../session';
import { ElectronicServiceKinds } from './kinds';
import { PartyAnswerSchema, ServiceDecisionSchema } from './api';
import {
  EquipmentImportFormSchema,
  EventOrganisationFormSchema,
  MembershipNumberSchema,
  serviceFormSchema,
} from './forms';
import {
  allowedServiceDecisions,
  mayRequestService,
  serviceFees,
  serviceOfficeTransitions,
  ServiceRequestStatuses,
  servicesFor,
} from './workflow';

// Files are sent ahead and referred to (decision 052).
const pdf = { uploadId: 'e'.repeat(43) };

function fieldsOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
}

describe('electronic services', () => {
  it('gives every service requesters and a catalogue fee', () => {
    for (const kind of ElectronicServiceKinds) {
      expect(FeeCodes).toContain(serviceFees[kind]);
      expect(servicesFor('club').includes(kind) || servicesFor('player').includes(kind)).toBe(true);
    }
    expect(servicesFor('club')).toEqual([
      'playerRelease',
      'playerTransfer',
      'eventOrganisation',
      'equipmentImport',
    ]);
    expect(servicesFor('coach')).toEqual(['internationalCode']);
    expect(servicesFor('guest')).toEqual([]);
    expect(mayRequestService('eventOrganisation', 'player')).toBe(false);
  });

  it('gives the permission to ask for services to exactly the member kinds that have one', () => {
    for (const accountType of AccountTypes.filter((type) => type !== 'admin')) {
      expect({ accountType, may: can({ accountType }, 'services.request') }).toEqual({
        accountType,
        may: servicesFor(accountType).length > 0,
      });
    }
  });

  it("moves only to the workflow's statuses and lets the office approve only what waits for it", () => {
    for (const transitions of Object.values(serviceOfficeTransitions)) {
      for (const to of Object.values(transitions)) expect(ServiceRequestStatuses).toContain(to);
    }
    expect(allowedServiceDecisions('awaitingOffice')).toEqual(['approve', 'reject', 'requestDocuments']);
    expect(allowedServiceDecisions('awaitingParties')).toEqual(['reject']);
    expect(allowedServiceDecisions('approved')).toEqual([]);
  });

  it('asks a club for the player and a player for the club they move to', () => {
    expect(fieldsOf(serviceFormSchema('playerTransfer', true), { reason: 'x', season: '2026-2027' })).toEqual(
      {
        membershipNumber: ['validation.required'],
      },
    );
    expect(
      fieldsOf(serviceFormSchema('playerTransfer', false), { reason: ' ', season: '2026-2028' }),
    ).toEqual({
      receivingClubId: ['validation.required'],
      reason: ['validation.required'],
      season: ['validation.invalid'],
    });
  });

  it('reads a membership number as the federation prints it, from its digits or in Arabic digits', () => {
    for (const typed of ['UAEAF-000042', ' uaeaf-42 ', '42', '٤٢']) {
      expect(v.parse(MembershipNumberSchema, typed)).toBe('UAEAF-000042');
    }
    expect(
      fieldsOf(v.object({ membershipNumber: MembershipNumberSchema }), { membershipNumber: 'ES-4' }),
    ).toEqual({
      membershipNumber: ['validation.invalid'],
    });
  });

  it('refuses an event ending before it starts, a file sent inline and an empty equipment list', () => {
    const event = {
      nameAr: 'بطولة الشارقة',
      nameEn: 'Sharjah Open',
      eventKind: 'competition',
      startDate: '2027-01-10',
      endDate: '2027-01-09',
      venue: 'Sharjah',
      emirate: 'sharjah',
      participants: 40,
      programme: btoa('not a pdf at all'),
    };
    expect(fieldsOf(EventOrganisationFormSchema, event)).toEqual({ programme: ['validation.required'] });
    expect(fieldsOf(EventOrganisationFormSchema, { ...event, programme: pdf })).toEqual({
      endDate: ['validation.invalid'],
    });
    expect(
      fieldsOf(EventOrganisationFormSchema, { ...event, endDate: '2027-01-11', programme: pdf }),
    ).toEqual({});
    expect(
      fieldsOf(EquipmentImportFormSchema, { items: [], supplier: 'Hoyt', country: 'US', invoice: pdf }),
    ).toEqual({ items: ['validation.required'] });
  });

  it('takes an objection only with a stated reason, and a rejection only with a reason', () => {
    expect(fieldsOf(PartyAnswerSchema, { answer: 'object' })).toEqual({ objection: ['validation.required'] });
    expect(fieldsOf(PartyAnswerSchema, { answer: 'object', objection: 'feesOwed' })).toEqual({});
    expect(fieldsOf(PartyAnswerSchema, { answer: 'object', objection: 'tooGood' })).toEqual({
      objection: ['validation.invalid'],
    });
    expect(fieldsOf(ServiceDecisionSchema, { decision: 'reject' })).toEqual({
      reason: ['validation.required'],
    });
    expect(fieldsOf(ServiceDecisionSchema, { decision: 'approve' })).toEqual({});
  });
});
