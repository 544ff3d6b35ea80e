import { describe, expect, expectTypeOf, it } from 'vitest';
import * as v from 'valibot';
import { formatEmiratesId } from '../emirates-id';
import type { RegistrationForm } from './form';
import {
  type Registration,
  type RegistrationBody,
  RegistrationFormNames,
  registrationSchemas,
} from './forms';

// A fixed day, so "under 18" and "not in the future" do not change with the day the tests run.
const today = '2026-03-10';

// Files are sent ahead (decision 052): a form refers to them by their upload ids.
const png = { uploadId: 'p'.repeat(43), name: 'photo.png' };
const pdf = { uploadId: 'd'.repeat(43) };

/** 784-1990-1234567 with its Luhn check digit, computed here rather than trusted from the code under test. */
function validEmiratesId(): string {
  const first14 = '78419901234567';
  const sum = [...first14]
    .reverse()
    .map(Number)
    .reduce(
      (total, digit, index) =>
        total + (index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit),
      0,
    );
  return first14 + String((10 - (sum % 10)) % 10);
}
const emiratesId = validEmiratesId();

const names = {
  firstNameAr: 'سالم',
  secondNameAr: 'محمد',
  thirdNameAr: '',
  fourthNameAr: '',
  lastNameAr: 'الكعبي',
  firstNameEn: 'Salem',
  secondNameEn: 'Mohammed',
  thirdNameEn: '',
  fourthNameEn: '',
  lastNameEn: 'Al Kaabi',
};

const account = {
  email: 'salem@example.ae',
  password: 'longbow#2031',
  passwordConfirmation: 'longbow#2031',
  phone: '+971 50 123 4567',
};

/** An adult Emirati employee living in Abu Dhabi, as the form sends it (empty inputs included). */
const member = {
  ...names,
  gender: 1,
  nationality: 'AE',
  birthDate: '1990-05-01',
  placeOfBirth: 'Al Ain',
  photo: png,
  ...account,
  secondPhone: '',
  secondEmail: '',
  isResident: true,
  residenceEmirate: 'abu-dhabi',
  emiratesId: formatEmiratesId(emiratesId),
  emiratesIdExpiry: '2028-05-01',
  emiratesIdFront: png,
  emiratesIdBack: png,
  residencePermit: '',
  passportNumber: 'a1234567',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2032-01-09',
  passportCopy: pdf,
  qualificationId: 3,
  occupation: 'employee',
  employerName: 'Emirates Archery Supplies',
  university: '',
  studyYear: Number.NaN,
  hasDisability: false,
  disabilityRatio: Number.NaN,
  mobileFather: '',
  parentalApproval: '',
};

const archer = {
  shoeSize: 42.5,
  uniformSizeId: 2,
  heightCm: 178,
  weightKg: 72.5,
  yearsOfPractice: 6,
  externalChampionships: 3,
  medicalExam: pdf,
};

const club = {
  name: { ar: 'نادي الرماية 2', en: 'Archery Club 2' },
  country: 'ae',
  emirate: 'sharjah',
  foundationYear: 1998,
  categories: ['men', 'juniorWomen', 'men'],
  membershipStartDate: '2026-01-01',
  logo: png,
  ...account,
  email: 'office@archery-club.ae',
  fax: '',
  website: 'www.archery-club.ae',
  address: { ar: 'الشارقة، شارع الجامعة', en: 'University Road, Sharjah' },
  supervisorName: { ar: 'خالد النقبي', en: 'Khalid Al Naqbi' },
  financialSupervisorName: { ar: 'مريم السويدي', en: 'Maryam Al Suwaidi' },
  trainerCount: 4,
  administratorCount: 2,
  memberCount: 120,
  officials: { academyPrecident: { ar: 'أحمد الشامسي', en: 'Ahmed Al Shamsi' }, ceo: { ar: '', en: '' } },
  licenseImage: png,
  sportsAuthorityLicense: pdf,
};

/** A valid body for every form. */
const validBodies: Record<(typeof RegistrationFormNames)[number], Record<string, unknown>> = {
  guest: { ...names, gender: 2, nationality: 'GB', ...account },
  players: { ...member, ...archer, bestLocalScore: 1280, bestInternationalScore: Number.NaN },
  playersCommunity: { ...member, ...archer },
  coaches: { ...member, qualificationCertificate: pdf, cv: pdf },
  judges: { ...member, qualificationCertificate: pdf, cv: pdf },
  administrators: { ...member, cv: pdf },
  club,
  academy: {
    ...club,
    playground: 'Sharjah Equestrian & Racing Club range',
    ownerName: { ar: 'سعيد المزروعي', en: 'Saeed Al Mazrouei' },
    ownerNationality: 'AE',
    ownerIdPhoto: png,
  },
};

const forms: [string, RegistrationForm][] = Object.entries(registrationSchemas);

/**
 * The first message per field, as the API (which parses with abortPipeEarly) answers and react-hook-form's resolver
 * shows by default. Rules between fields appear once every field passes its own schema.
 */
function messagesOf(form: RegistrationForm, input: unknown, on = today) {
  const result = v.safeParse(form.schemaOn(on), input, { abortPipeEarly: true });
  if (result.success) return undefined;
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

function parse<TName extends keyof typeof registrationSchemas>(
  name: TName,
  input: unknown,
): Registration<TName> {
  return v.parse(registrationSchemas[name].schemaOn(today), input) as Registration<TName>;
}

const players = registrationSchemas.players;

describe('every registration form', () => {
  it('creates the account type of its URL name', () => {
    expect(Object.fromEntries(forms.map(([name, form]) => [name, form.accountType]))).toEqual({
      club: 'club',
      guest: 'guest',
      judges: 'referee',
      academy: 'academy',
      coaches: 'coach',
      players: 'player',
      administrators: 'employee',
      playersCommunity: 'activity',
    });
    expect(Object.keys(registrationSchemas).sort()).toEqual([...RegistrationFormNames].sort());
  });

  it.each(forms)(
    '%s: its steps hold every field of its schema exactly once, under distinct ids',
    (_, form) => {
      const stepFields = form.steps.flatMap((step) => step.fields);
      expect(new Set(stepFields).size).toBe(stepFields.length);
      expect([...stepFields].sort()).toEqual(Object.keys(form.entries).sort());
      const ids = form.steps.map((step) => step.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(form.steps.every((step) => step.fields.length > 0)).toBe(true);
    },
  );

  it.each(forms)('%s: its rules and conditions name only its own fields', (_, form) => {
    const fields = new Set(form.steps.flatMap((step) => step.fields));
    const named = [
      ...form.rules.flatMap((rule) => [rule.target, ...rule.reads]),
      ...form.conditions.flatMap((condition) => [...condition.fields, ...condition.reads]),
    ];
    expect(named.filter((field) => !fields.has(field))).toEqual([]);
  });

  it.each(forms)('%s: takes a complete body', (name, form) => {
    expect(messagesOf(form, validBodies[name as keyof typeof validBodies])).toBeUndefined();
  });

  it.each(forms)('%s: names each missing field of an empty body as required', (_, form) => {
    const required = form.steps
      .flatMap((step) => step.fields)
      .filter((field) => form.isRequired(field, {}, today));
    const messages = messagesOf(form, {});
    expect(Object.keys(messages ?? {}).sort()).toEqual(required.sort());
    expect(new Set(Object.values(messages ?? {}))).toEqual(new Set(['validation.required']));
  });

  it.each(forms)('%s: refuses a body that is no object as a whole', (_, form) => {
    for (const body of [null, [], 'players'])
      expect(messagesOf(form, body)).toEqual({ '': 'validation.invalid' });
  });

  it('finds the step of an error path, nested ones included', () => {
    expect(players.stepOf('emiratesId')).toBe('residence');
    expect(players.stepOf('passportExpiryDate')).toBe('passport');
    expect(players.stepOf('parentalApproval')).toBe('guardian');
    expect(registrationSchemas.academy.stepOf('officials.ceo.en')).toBe('management');
    expect(registrationSchemas.academy.stepOf('ownerIdPhoto')).toBe('owner');
    expect(players.stepOf('nothing')).toBeUndefined();
  });
});

describe('member registration', () => {
  it('normalises what it stores and drops the questions the person was not asked', () => {
    const stored = parse('players', validBodies.players);
    expect(stored.emiratesId).toBe(emiratesId);
    expect(stored.passportNumber).toBe('A1234567');
    // The upload to claim, with the types its field takes: the API claims a PNG for the photo, not for the passport.
    expect(stored.photo).toEqual({ uploadId: png.uploadId, accepts: ['image/jpeg', 'image/png'] });
    expect(stored.passportCopy).toEqual({ uploadId: pdf.uploadId, accepts: ['application/pdf'] });
    expect(stored.employerName).toBe('Emirates Archery Supplies');
    expect(stored.residenceEmirate).toBe('abu-dhabi');
    // Not asked (a student's university, a minor's guardian): dropped.
    for (const field of ['university', 'studyYear', 'disabilityRatio', 'mobileFather', 'parentalApproval']) {
      expect(stored).not.toHaveProperty(field);
    }
    // Left empty: undefined.
    expect(stored.thirdNameAr).toBeUndefined();
    expect(stored.bestInternationalScore).toBeUndefined();
    expectTypeOf(stored.bestLocalScore).toEqualTypeOf<number | undefined>();
    expectTypeOf(stored.occupation).toEqualTypeOf<'employee' | 'student'>();
    expectTypeOf<RegistrationBody<'guest'>['gender']>().toEqualTypeOf<1 | 2>();
  });

  describe('Emirates ID', () => {
    it('refuses a resident without one, on that field', () => {
      const { emiratesId: _, ...withoutId } = member;
      expect(messagesOf(players, { ...validBodies.players, ...withoutId, emiratesId: '' })).toEqual({
        emiratesId: 'validation.required',
      });
    });

    it('requires its expiry and both sides of the card from residents', () => {
      expect(
        messagesOf(players, {
          ...validBodies.players,
          nationality: 'IN',
          emiratesIdExpiry: '',
          emiratesIdFront: '',
          emiratesIdBack: '',
        }),
      ).toEqual({
        emiratesIdExpiry: 'validation.required',
        emiratesIdFront: 'validation.required',
        emiratesIdBack: 'validation.required',
      });
    });

    it('requires it from a UAE national living abroad', () => {
      expect(
        messagesOf(players, {
          ...validBodies.players,
          isResident: false,
          emiratesId: '',
          residenceEmirate: '',
        }),
      ).toEqual({ emiratesId: 'validation.required' });
    });

    it('accepts a non-resident foreigner without one, and keeps one given anyway', () => {
      const visitor = {
        ...validBodies.players,
        nationality: 'IN',
        isResident: false,
        residenceEmirate: 'dubai',
        emiratesId: '',
        emiratesIdExpiry: '',
        emiratesIdFront: '',
        emiratesIdBack: '',
      };
      const stored = parse('players', visitor);
      expect(stored.emiratesId).toBeUndefined();
      // Not resident, so no emirate of residence, even if the select still held one.
      expect(stored).not.toHaveProperty('residenceEmirate');
      expect(parse('players', { ...visitor, emiratesId: emiratesId }).emiratesId).toBe(emiratesId);
    });

    it('refuses a malformed one even from someone who need not give it', () => {
      expect(
        messagesOf(players, {
          ...validBodies.players,
          nationality: 'IN',
          isResident: false,
          emiratesId: '784-1990',
        }),
      ).toEqual({ emiratesId: 'validation.emiratesId' });
    });

    it('requires the emirate of residence from residents', () => {
      expect(messagesOf(players, { ...validBodies.players, residenceEmirate: '' })).toEqual({
        residenceEmirate: 'validation.required',
      });
    });
  });

  describe('passport dates', () => {
    it('refuses an expiry before or on the issue date, on the expiry field', () => {
      for (const passportExpiryDate of ['2021-12-31', '2022-01-10']) {
        expect(messagesOf(players, { ...validBodies.players, passportExpiryDate })).toEqual({
          passportExpiryDate: 'validation.passportExpiry',
        });
      }
    });

    it('refuses an issue date in the future, and a day that does not exist', () => {
      expect(messagesOf(players, { ...validBodies.players, passportIssueDate: '2026-03-11' })).toEqual({
        passportIssueDate: 'validation.futureDate',
      });
      expect(messagesOf(players, { ...validBodies.players, passportIssueDate: '2022-02-30' })).toEqual({
        passportIssueDate: 'validation.invalid',
      });
    });
  });

  describe('employee or student', () => {
    it('must be specified', () => {
      expect(messagesOf(players, { ...validBodies.players, occupation: '' })).toEqual({
        occupation: 'validation.required',
      });
    });

    it('refuses an employee without an employer', () => {
      expect(messagesOf(players, { ...validBodies.players, employerName: '  ' })).toEqual({
        employerName: 'validation.required',
      });
    });

    it('refuses a student without a university and study year, and drops a leftover employer', () => {
      const student = { ...validBodies.players, occupation: 'student' };
      expect(messagesOf(players, student)).toEqual({
        university: 'validation.required',
        studyYear: 'validation.required',
      });
      const stored = parse('players', { ...student, university: 'University of Sharjah', studyYear: 2 });
      expect(stored).toMatchObject({ university: 'University of Sharjah', studyYear: 2 });
      expect(stored).not.toHaveProperty('employerName');
    });
  });

  describe('minors', () => {
    // 15 on the day they register.
    const minor = { ...validBodies.players, birthDate: '2010-06-01' };

    it('refuses a minor without the guardian phone and parental approval', () => {
      expect(messagesOf(players, minor)).toEqual({
        mobileFather: 'validation.required',
        parentalApproval: 'validation.required',
      });
      const stored = parse('players', { ...minor, mobileFather: '050 765 4321', parentalApproval: pdf });
      expect(stored.mobileFather).toBe('050 765 4321');
      expect(stored.parentalApproval?.accepts).toEqual(['application/pdf']);
    });

    it('counts the exact birthday: 18 today is no minor, 18 tomorrow is', () => {
      expect(messagesOf(players, { ...validBodies.players, birthDate: '2008-03-10' })).toBeUndefined();
      expect(
        Object.keys(messagesOf(players, { ...validBodies.players, birthDate: '2008-03-11' }) ?? {}),
      ).toEqual(['mobileFather', 'parentalApproval']);
    });

    it('takes the approval only as an upload, which the API claims only when it is a PDF', () => {
      expect(
        messagesOf(players, { ...minor, mobileFather: '0507654321', parentalApproval: 'JVBERi0xLjc=' }),
      ).toEqual({ parentalApproval: 'validation.required' });
      expect(
        messagesOf(players, { ...minor, mobileFather: '0507654321', parentalApproval: { uploadId: '../1' } }),
      ).toEqual({ parentalApproval: 'validation.invalid' });
    });

    it('refuses a birth date in the future rather than calling the person a minor', () => {
      expect(messagesOf(players, { ...validBodies.players, birthDate: '2026-03-11' })).toEqual({
        birthDate: 'validation.futureDate',
      });
    });
  });

  describe('password', () => {
    it('refuses a confirmation that differs, on the confirmation', () => {
      expect(messagesOf(players, { ...validBodies.players, passwordConfirmation: 'archery2025' })).toEqual({
        passwordConfirmation: 'validation.passwordMatch',
      });
    });

    it('refuses a short password or one without a digit or a letter, and does not compare it then', () => {
      for (const password of ['archery26', 'archeryarchery', '2026202620']) {
        expect(messagesOf(players, { ...validBodies.players, password })).toEqual({
          password: 'validation.password',
        });
      }
      const arabic = 'رماية٢٠٢٦قوس';
      expect(
        messagesOf(players, { ...validBodies.players, password: arabic, passwordConfirmation: arabic }),
      ).toBe(undefined);
    });
  });

  describe('disability', () => {
    it('ignores a ratio given without a disability, even one out of range', () => {
      for (const disabilityRatio of [40, 500]) {
        const stored = parse('players', { ...validBodies.players, hasDisability: false, disabilityRatio });
        expect(stored).not.toHaveProperty('disabilityRatio');
      }
    });

    it('requires a ratio of 1 to 100 with a disability', () => {
      const disabled = { ...validBodies.players, hasDisability: true };
      expect(messagesOf(players, disabled)).toEqual({ disabilityRatio: 'validation.required' });
      expect(messagesOf(players, { ...disabled, disabilityRatio: 0 })).toEqual({
        disabilityRatio: 'validation.minValue',
      });
      expect(messagesOf(players, { ...disabled, disabilityRatio: 101 })).toEqual({
        disabilityRatio: 'validation.maxValue',
      });
      expect(parse('players', { ...disabled, disabilityRatio: 40 }).disabilityRatio).toBe(40);
    });
  });

  it('refuses a name typed in the other language, and digits in a name', () => {
    expect(
      messagesOf(players, {
        ...validBodies.players,
        firstNameAr: 'Salem',
        lastNameEn: 'الكعبي',
        secondNameEn: 'M0hammed',
      }),
    ).toEqual({
      firstNameAr: 'validation.arabicText',
      lastNameEn: 'validation.englishText',
      secondNameEn: 'validation.englishText',
    });
  });

  it('checks the archer profile ranges', () => {
    expect(
      messagesOf(players, {
        ...validBodies.players,
        heightCm: 79,
        weightKg: Number.NaN,
        bestLocalScore: 1441,
        yearsOfPractice: 2.5,
      }),
    ).toEqual({
      heightCm: 'validation.minValue',
      weightKg: 'validation.required',
      bestLocalScore: 'validation.maxValue',
      yearsOfPractice: 'validation.integer',
    });
  });

  it('has no scores in the community players form', () => {
    const community = registrationSchemas.playersCommunity.steps.flatMap((step) => step.fields);
    expect(community).not.toContain('bestLocalScore');
    expect(community).toContain('medicalExam');
  });
});

describe('rules and steps', () => {
  it('reports rules beside field errors when parsed without abortPipeEarly', () => {
    const result = v.safeParse(players.schemaOn(today), {
      ...validBodies.players,
      emiratesId: '',
      heightCm: 20,
    });
    const fields = result.issues?.map((issue) => v.getDotPath(issue));
    expect(fields).toEqual(expect.arrayContaining(['heightCm', 'emiratesId']));
  });

  it('checks the rules of a step while later steps are still empty', () => {
    const { passportNumber: _, ...firstSteps } = { ...member, emiratesId: '' };
    const whole = v.safeParse(players.schemaOn(today), firstSteps, { abortPipeEarly: true });
    // The whole form holds the rule back until every field is filled in ...
    expect(whole.issues?.map((issue) => v.getDotPath(issue))).not.toContain('emiratesId');
    // ... the schema up to the residence step does not.
    const step = v.safeParse(players.stepSchemaOn('residence', today), firstSteps, { abortPipeEarly: true });
    expect(step.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['emiratesId', 'validation.required'],
    ]);
  });

  it('tells which fields are asked and required with the answers so far', () => {
    expect(players.isAsked('employerName', { occupation: 'student' }, today)).toBe(false);
    expect(players.isAsked('university', { occupation: 'student' }, today)).toBe(true);
    expect(players.isAsked('emiratesId', { isResident: false, nationality: 'IN' }, today)).toBe(true);
    expect(players.isRequired('emiratesId', { isResident: false, nationality: 'IN' }, today)).toBe(false);
    expect(players.isRequired('emiratesId', { isResident: false, nationality: 'AE' }, today)).toBe(true);
    expect(players.isRequired('mobileFather', { birthDate: '2012-01-01' }, today)).toBe(true);
    expect(players.isRequired('thirdNameAr', {}, today)).toBe(false);
    expect(players.isRequired('photo', {}, today)).toBe(true);
  });
});

describe('naming a club or academy', () => {
  it('is offered to players, coaches and community players only, and is optional', () => {
    const offering = forms.filter(([, form]) => 'clubId' in form.entries).map(([name]) => name);
    expect(offering.sort()).toEqual(['coaches', 'players', 'playersCommunity']);
    expect(players.stepOf('clubId')).toBe('memberOf');
    expect(players.isRequired('clubId', {}, today)).toBe(false);
    expect(parse('players', { ...validBodies.players, clubId: '' }).clubId).toBeUndefined();
  });

  it('takes the id of the club chosen, and nothing else', () => {
    expect(parse('players', { ...validBodies.players, clubId: 7 }).clubId).toBe(7);
    for (const clubId of [0, 2.5])
      expect(messagesOf(players, { ...validBodies.players, clubId })).toEqual({
        clubId: 'validation.invalid',
      });
  });
});

describe('resubmission', () => {
  const resubmission = players.resubmission();
  const withoutLogin = (body: Record<string, unknown>) => {
    const { email: _e, password: _p, passwordConfirmation: _c, ...rest } = body;
    return rest;
  };
  const noFiles = (body: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(body).filter(([field]) => !players.fileFields.includes(field as never)),
    );

  it('is the form without the login, in the same steps', () => {
    const fields = resubmission.steps.flatMap((step) => step.fields);
    expect(fields).not.toEqual(expect.arrayContaining(['email']));
    expect(fields.filter((field) => ['email', 'password', 'passwordConfirmation'].includes(field))).toEqual(
      [],
    );
    expect(fields).toContain('phone');
    expect(resubmission.steps.map((step) => step.id)).toEqual(players.steps.map((step) => step.id));
    expect(resubmission.resubmission()).toBe(resubmission.resubmission());
  });

  it('takes the answers without any file: those not sent keep the stored ones', () => {
    const body = noFiles(withoutLogin(validBodies.players));
    expect(messagesOf(resubmission, body)).toBeUndefined();
    const minor = { ...body, birthDate: '2010-06-01', mobileFather: '050 765 4321' };
    expect(messagesOf(resubmission, minor)).toBeUndefined();
    expect(resubmission.isRequired('photo', {}, today)).toBe(false);
    expect(resubmission.isRequired('emiratesIdFront', { isResident: true }, today)).toBe(false);
    expect(resubmission.isRequired('emiratesId', { isResident: true }, today)).toBe(true);
  });

  it('still checks every answer, a new file, and the questions asked', () => {
    const body = withoutLogin(validBodies.players);
    expect(messagesOf(resubmission, { ...body, heightCm: 20, photo: { uploadId: 'GIF89a' } })).toEqual({
      heightCm: 'validation.minValue',
      photo: 'validation.invalid',
    });
    const minor = { ...noFiles(body), birthDate: '2010-06-01' };
    expect(messagesOf(resubmission, minor)).toEqual({ mobileFather: 'validation.required' });
    const adult = v.parse(resubmission.schemaOn(today), {
      ...body,
      parentalApproval: pdf,
      mobileFather: '0501',
    });
    expect(adult).not.toHaveProperty('parentalApproval');
  });
});

describe('club and academy registration', () => {
  const clubForm = registrationSchemas.club;

  it('normalises what it stores', () => {
    const stored = parse('club', club);
    expect(stored.country).toBe('AE');
    expect(stored.website).toBe('https://www.archery-club.ae');
    expect(stored.categories).toEqual(['men', 'juniorWomen']);
    // An official left empty is not sent; one given keeps both names.
    expect(stored.officials).toEqual({ academyPrecident: { ar: 'أحمد الشامسي', en: 'Ahmed Al Shamsi' } });
    expect(stored.sportsAuthorityLicense.accepts).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
  });

  it('refuses a foundation year after this year or before 1950', () => {
    expect(messagesOf(clubForm, { ...club, foundationYear: 2027 })).toEqual({
      foundationYear: 'validation.maxValue',
    });
    expect(messagesOf(clubForm, { ...club, foundationYear: 2026 })).toBeUndefined();
    expect(messagesOf(clubForm, { ...club, foundationYear: 1949 })).toEqual({
      foundationYear: 'validation.minValue',
    });
  });

  it('needs at least one category', () => {
    expect(messagesOf(clubForm, { ...club, categories: [] })).toEqual({ categories: 'validation.required' });
  });

  it('takes only https websites', () => {
    expect(messagesOf(clubForm, { ...club, website: 'http://archery-club.ae' })).toEqual({
      website: 'validation.invalid',
    });
    expect(messagesOf(clubForm, { ...club, website: 'javascript:alert(1)' })).toEqual({
      website: 'validation.invalid',
    });
  });

  it('refuses an official with one name only, on the missing name', () => {
    expect(messagesOf(clubForm, { ...club, officials: { ceo: { ar: 'علي', en: '' } } })).toEqual({
      'officials.ceo.en': 'validation.required',
    });
  });

  it('takes the licence only as an upload, which the API claims when it is an image or a PDF', () => {
    expect(messagesOf(clubForm, { ...club, sportsAuthorityLicense: btoa('GIF89a......') })).toEqual({
      sportsAuthorityLicense: 'validation.required',
    });
  });

  it('asks an academy for its owner and playground, not a club', () => {
    const academyFields = registrationSchemas.academy.steps.flatMap((step) => step.fields);
    const clubFields = new Set<string>(clubForm.steps.flatMap((step) => step.fields));
    expect(academyFields.filter((field) => !clubFields.has(field)).sort()).toEqual([
      'ownerIdPhoto',
      'ownerName',
      'ownerNationality',
      'playground',
    ]);
  });
});

describe('dates that are no dates', () => {
  // `isoDate` refuses them; without abortPipeEarly the day check still runs and must not throw on an invalid Date.
  it.each(['', 'abc', '2026-13-45'])('refuses birthDate %j with issues rather than throwing', (birthDate) => {
    const body = { ...validBodies.players, birthDate };
    expect(() => v.safeParse(players.schemaOn(today), body)).not.toThrow();
    const whole = v.safeParse(players.schemaOn(today), body);
    expect(whole.success).toBe(false);
    expect(whole.issues?.map((issue) => v.getDotPath(issue))).toContain('birthDate');
    expect(messagesOf(players, body)).toMatchObject({
      birthDate: birthDate === '' ? 'validation.required' : 'validation.invalid',
    });
  });

  it('refuses an impossible passport date without throwing', () => {
    const body = { ...validBodies.players, passportIssueDate: 'abc', emiratesIdExpiry: '' };
    const result = v.safeParse(players.schemaOn(today), body);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(
      expect.arrayContaining(['passportIssueDate', 'emiratesIdExpiry']),
    );
  });
});
