import { describe, expect, it } from 'vitest';
import { formatEmiratesId } from '@uaeaf/contracts';
import { emiratesId } from '../../../test/registration-bodies';
import { nameParts, registrationPrefill } from './prefill';

describe('names from UAE PASS', () => {
  it('keeps a particle with the name after it, and the family name last', () => {
    expect(nameParts('Khalfan Obaid Al Kuwaiti')).toEqual({
      first: 'Khalfan',
      second: 'Obaid',
      last: 'Al Kuwaiti',
    });
    expect(nameParts('محمد بن راشد بن سعيد آل مكتوم')).toEqual({
      first: 'محمد',
      second: 'بن راشد',
      third: 'بن سعيد',
      last: 'آل مكتوم',
    });
  });

  it('puts names beyond the fifth with the fourth, and a single name in the first', () => {
    expect(nameParts(' Ahmed  Saeed Ali Hamad Obaid Juma Al Mansoori ')).toEqual({
      first: 'Ahmed',
      second: 'Saeed',
      third: 'Ali',
      fourth: 'Hamad Obaid Juma',
      last: 'Al Mansoori',
    });
    expect(nameParts('Madonna')).toEqual({ first: 'Madonna' });
    expect(nameParts('  ')).toEqual({});
  });
});

describe('what a registration form takes from UAE PASS', () => {
  const identity = {
    uuid: 'a',
    verified: true,
    emiratesId: emiratesId(12_345),
    nameAr: 'راجيش كومار',
    nameEn: 'Rajesh Kumar',
    gender: 'male' as const,
    nationality: 'IND',
    birthDate: '1990-02-03',
  };

  it('locks what passes its field: an Indian resident is a resident, whatever the form would ask', () => {
    expect(registrationPrefill(identity, '2026-12-03').locked).toEqual({
      firstNameAr: 'راجيش',
      lastNameAr: 'كومار',
      firstNameEn: 'Rajesh',
      lastNameEn: 'Kumar',
      gender: 1,
      nationality: 'IN',
      birthDate: '1990-02-03',
      emiratesId: formatEmiratesId(emiratesId(12_345)),
      isResident: true,
    });
  });

  it('leaves to the person what the site cannot take as it is', () => {
    const { locked, suggested } = registrationPrefill(
      {
        ...identity,
        nameEn: `${'A'.repeat(80)} Kumar`,
        nationality: 'XKX',
        birthDate: '2027-01-01',
        email: 'not an email',
        mobile: '12',
      },
      '2026-12-03',
    );
    expect(locked).not.toHaveProperty('firstNameEn');
    expect(locked).toHaveProperty('lastNameEn', 'Kumar');
    expect(locked).not.toHaveProperty('nationality');
    expect(locked).not.toHaveProperty('birthDate');
    expect(suggested).toEqual({});
  });
});
