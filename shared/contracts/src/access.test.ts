import { describe, expect, it } from 'vitest';
import {
  AccountAreaNames,
  AccountAreas,
  areaOf,
  can,
  homePathOf,
  mayOpenArea,
  officePermissions,
  OfficeRoles,
  type Permission,
  permissionsOf,
} from './access';
import { AccountTypes } from './session';

describe('account areas', () => {
  it('give every member kind exactly one area', () => {
    for (const kind of AccountTypes) {
      const areas = AccountAreaNames.filter((name) =>
        (AccountAreas[name].kinds as readonly string[]).includes(kind),
      );
      expect(areas, kind).toHaveLength(1);
    }
  });

  it('send clubs and academies to /my-account and staff to the office', () => {
    expect(homePathOf({ accountType: 'club' })).toBe('/my-account');
    expect(homePathOf({ accountType: 'academy' })).toBe('/my-account');
    expect(homePathOf({ accountType: 'coach' })).toBe('/my-account-coach');
    expect(homePathOf({ accountType: 'admin', officeRole: 'editor' })).toBe('/office');
  });

  it('open only the member’s own area', () => {
    for (const kind of AccountTypes.filter((type) => type !== 'admin')) {
      for (const area of AccountAreaNames) {
        expect(mayOpenArea({ accountType: kind }, area), `${kind} in ${area}`).toBe(area === areaOf(kind));
      }
    }
  });

  it('open the office to staff only, and no member area to them', () => {
    for (const officeRole of OfficeRoles) {
      for (const area of AccountAreaNames) {
        expect(mayOpenArea({ accountType: 'admin', officeRole }, area)).toBe(area === 'office');
      }
    }
    expect(mayOpenArea({ accountType: 'admin', officeRole: null }, 'office')).toBe(false);
  });
});

describe('permissions', () => {
  it('give the office administrator every office permission', () => {
    const others = OfficeRoles.filter((role) => role !== 'administrator').flatMap(
      (role) => officePermissions[role],
    );
    expect(others.filter((permission) => !officePermissions.administrator.includes(permission))).toEqual([]);
    expect(can({ accountType: 'admin', officeRole: 'administrator' }, 'staff.manage')).toBe(true);
  });

  it('keep staff management to the administrator and decisions to membership and the administrator', () => {
    const holders = (permission: Permission) =>
      OfficeRoles.filter((officeRole) => can({ accountType: 'admin', officeRole }, permission));
    expect(holders('staff.manage')).toEqual(['administrator']);
    expect(holders('requests.decide')).toEqual(['administrator', 'membership']);
    expect(holders('members.block')).toEqual(['administrator', 'membership']);
    expect(holders('content.publish')).toEqual(['administrator', 'editor']);
    expect(holders('finance.manage')).toEqual(['administrator', 'finance']);
    expect(holders('submissions.moderate')).toEqual(['administrator', 'editor']);
    expect(holders('contact.answer')).toEqual(['administrator', 'editor']);
    expect(holders('seasons.manage')).toEqual(['administrator']);
    expect(holders('entries.export')).toEqual(['administrator', 'membership']);
    expect(holders('results.manage')).toEqual(['administrator', 'results']);
  });

  it('give the results officer the results office and nothing else', () => {
    expect(permissionsOf({ accountType: 'admin', officeRole: 'results' })).toEqual([
      'office.open',
      'results.manage',
    ]);
  });

  it('give members no office permission and staff no member permission', () => {
    const office = new Set(Object.values(officePermissions).flat());
    for (const kind of AccountTypes.filter((type) => type !== 'admin')) {
      expect(
        permissionsOf({ accountType: kind }).filter((permission) => office.has(permission)),
        kind,
      ).toEqual([]);
    }
    for (const officeRole of OfficeRoles) {
      expect(can({ accountType: 'admin', officeRole }, 'own.read')).toBe(false);
    }
  });

  it('let only clubs and academies decide the requests that name them', () => {
    expect(AccountTypes.filter((accountType) => can({ accountType }, 'club.requests.decide'))).toEqual([
      'club',
      'academy',
    ]);
  });

  it('refuse everything to nobody and to an office account without a role', () => {
    expect(can(null, 'own.read')).toBe(false);
    expect(permissionsOf({ accountType: 'admin' })).toEqual([]);
  });
});
