import { describe, expect, it } from 'vitest';
import { registrationSchemas, type RegistrationForm } from '@uaeaf/contracts';
import { describeField, messageCount } from './field-info';
import { fieldLabels, officialLabels, stepTitles } from './field-labels';

const forms: [string, RegistrationForm][] = Object.entries(registrationSchemas);

describe('the fields of the registration forms', () => {
  it.each(forms)('%s: every field and step has a label', (_, form) => {
    expect(Object.keys(form.entries).filter((field) => !fieldLabels[field])).toEqual([]);
    expect(form.steps.map((step) => step.id).filter((id) => !stepTitles[id])).toEqual([]);
  });

  it('reads what each field is from its schema', () => {
    const { players, club } = registrationSchemas;
    const kind = (form: RegistrationForm, field: string) => describeField(field, form.entries[field]);
    expect(kind(players, 'photo')).toEqual({ kind: 'file', file: 'image' });
    expect(kind(players, 'parentalApproval')).toEqual({ kind: 'file', file: 'pdf' });
    expect(kind(players, 'residencePermit')).toEqual({ kind: 'file', file: 'imageOrPdf' });
    expect(kind(players, 'emiratesId')).toEqual({ kind: 'text', type: 'text', dir: 'ltr' });
    expect(kind(players, 'secondPhone')).toEqual({ kind: 'text', type: 'tel' });
    expect(kind(players, 'birthDate')).toEqual({ kind: 'date' });
    expect(kind(players, 'gender')).toEqual({ kind: 'radio', options: 'genders' });
    expect(kind(players, 'isResident')).toEqual({ kind: 'radio', options: 'yesNo' });
    expect(kind(players, 'occupation')).toEqual({ kind: 'radio', options: ['employee', 'student'] });
    expect(kind(players, 'residenceEmirate')).toEqual({ kind: 'select', list: 'emirates' });
    expect(kind(players, 'uniformSizeId')).toEqual({ kind: 'select', list: 'uniformSizes' });
    expect(kind(players, 'shoeSize')).toEqual({ kind: 'number', integer: false, min: 15, max: 55 });
    expect(kind(players, 'studyYear')).toEqual({ kind: 'number', integer: true, min: 1, max: 12 });
    expect(kind(club, 'foundationYear')).toEqual({
      kind: 'number',
      integer: true,
      min: 1950,
      max: undefined,
    });
    expect(kind(club, 'categories')).toMatchObject({ kind: 'checkboxes' });
    expect(kind(club, 'address')).toEqual({ kind: 'bilingual' });
    expect(kind(club, 'website')).toEqual({ kind: 'text', type: 'url', dir: 'ltr' });
    const officials = kind(club, 'officials');
    expect(officials.kind === 'officials' && officials.roles.every((role) => officialLabels[role])).toBe(
      true,
    );
  });

  it('finds the limit a message names', () => {
    const { players, club } = registrationSchemas;
    expect(messageCount(players.entries, 'heightCm', 'validation.minValue', '2026-03-10')).toBe(80);
    expect(messageCount(players.entries, 'firstNameEn', 'validation.maxLength', '2026-03-10')).toBe(50);
    expect(messageCount(club.entries, 'name.ar', 'validation.maxLength', '2026-03-10')).toBe(150);
    expect(messageCount(club.entries, 'foundationYear', 'validation.maxValue', '2026-03-10')).toBe(2026);
  });
});
