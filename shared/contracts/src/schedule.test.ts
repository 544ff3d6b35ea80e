import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CourseInputSchema } from './course-editor';
import { scheduleProblems } from './schedule';
import { TournamentInputSchema } from './tournaments/editor';

const dates = { start: 'startDate', end: 'endDate' } as const;
const windows = [
  { start: 'firstStart', end: 'firstEnd' },
  { start: 'secondStart', end: 'secondEnd' },
] as const;
const event = {
  startDate: '2027-03-10',
  endDate: '2027-03-11',
  firstStart: '2027-02-01',
  firstEnd: '2027-02-10',
  secondStart: '',
  secondEnd: '',
};

describe('an event’s days', () => {
  it('accept windows that close before the first day, one after the other', () => {
    expect(scheduleProblems(event, dates, [...windows])).toEqual({});
    expect(
      scheduleProblems({ ...event, secondStart: '2027-02-11', secondEnd: '2027-03-09' }, dates, [...windows]),
    ).toEqual({});
  });

  it('refuse a window still open on the first day, on its closing day', () => {
    expect(scheduleProblems({ ...event, firstEnd: '2027-03-10' }, dates, [...windows])).toEqual({
      firstEnd: 'validation.windowEndsAfterStart',
    });
    expect(
      scheduleProblems({ ...event, secondStart: '2027-02-20', secondEnd: '2027-03-12' }, dates, [...windows]),
    ).toEqual({ secondEnd: 'validation.windowEndsAfterStart' });
  });

  it('refuse an end before the start, a window closing before it opens, overlapping windows, half a window', () => {
    expect(
      scheduleProblems(
        {
          ...event,
          endDate: '2027-03-09',
          firstEnd: '2027-01-31',
          secondStart: '2027-01-15',
          secondEnd: '2027-02-01',
        },
        dates,
        [...windows],
      ),
    ).toEqual({
      endDate: 'validation.endBeforeStart',
      firstEnd: 'validation.windowEndsBeforeItOpens',
      secondStart: 'validation.secondWindowOverlaps',
    });
    expect(scheduleProblems({ ...event, secondEnd: '2027-02-20' }, dates, [...windows])).toEqual({
      secondStart: 'validation.required',
    });
  });

  it('are checked by the tournament and course schemas on the field to correct, with the other answers kept', () => {
    const tournament = v.safeParse(TournamentInputSchema, {
      kind: 'Local',
      nameAr: 'بطولة',
      nameEn: '',
      venueAr: 'الشارقة',
      venueEn: 'Sharjah',
      startDate: '2027-03-10',
      endDate: '2027-03-11',
      firstRegistrationStart: '2027-02-01',
      firstRegistrationEnd: '2027-03-15',
      secondRegistrationStart: '',
      secondRegistrationEnd: null,
      entryFeeAed: 100,
      divisions: ['R'],
      ageClasses: ['SENIOR'],
    });
    expect(v.flatten(tournament.issues!).nested).toEqual({
      nameEn: ['validation.required'],
      firstRegistrationEnd: ['validation.windowEndsAfterStart'],
    });
    const course = v.safeParse(CourseInputSchema, {
      nameAr: 'دورة',
      nameEn: 'Course',
      descriptionAr: 'نص',
      descriptionEn: 'Text',
      trainingCentreId: null,
      venueAr: '',
      venueEn: '',
      startDate: '2027-03-10',
      endDate: '2027-03-01',
      registrationStart: '2027-02-01',
      registrationEnd: '2027-02-10',
      admittedKinds: [],
      admittedAgeClasses: [],
      capacity: null,
      feeAed: 12.345,
    });
    expect(v.flatten(course.issues!).nested).toEqual({
      endDate: ['validation.endBeforeStart'],
      feeAed: ['validation.invalid'],
    });
  });
});
