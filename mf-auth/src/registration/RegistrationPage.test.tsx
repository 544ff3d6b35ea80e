import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemoteAt, signOutForTest } from '@uaeaf/ui/testing';
import { queryClient } from '@uaeaf/ui';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';
import {
  attach,
  attached,
  choose,
  emiratesIds,
  fillContact,
  fillNames,
  fillPassport,
  fillPersonal,
  fillProfile,
  fillResidence,
  input,
  next,
  pdfFile,
  pick,
  pngFile,
  stepHeading,
  type,
} from '@uaeaf/account-kit/testing';
import { holdNextUpload, postedBodies, stubApi } from './test-fixtures';

const ids = emiratesIds();

async function fillAccount(email = 'salem@example.ae') {
  type('Password', 'longbow#2031');
  type('Confirm the password', 'longbow#2031');
  await fillContact(email);
}

async function fillRest() {
  await fillProfile('Club or academy');
  choose('Your club or academy', '42');
  await next('Review and submit');
}

async function openPlayers() {
  await renderRemoteAt(AuthRoutes, '/en/register/players', authMessageLoaders);
  await stepHeading('Names');
}

/** A file field's value: the upload it was sent ahead as, and its name (decision 052). */
const uploadRef = () => ({ uploadId: expect.stringMatching(/^u+\d+$/), name: expect.any(String) });

describe('registration forms', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOutForTest();
    queryClient.clear();
  });

  it('walks the players form step by step and sends what the contract takes', async () => {
    const fetchMock = stubApi({
      status: 201,
      body: { status: 'Pending', accountType: 'player', reference: 'REG-7K3F9-QX2M4', decidesNext: 'club' },
    });
    await openPlayers();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Register as a player',
    ]);
    const stepper = screen.getByRole('navigation', { name: 'Registration steps' });
    // An adult has no guardian step: it appears only for a date of birth under 18.
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Names',
      '2Personal details',
      '3Account and contact',
      '4Residence and Emirates ID',
      '5Passport',
      '6Education and work',
      '7Health',
      '8Archery profile',
      '9Club or academy',
      '10Review and submit',
    ]);
    const current = () => stepper.querySelector('[aria-current="step"]')?.textContent;
    expect(current()).toBe('1Names');
    expect(input('First name (Arabic)').getAttribute('aria-required')).toBe('true');
    expect(input('Third name (Arabic)').getAttribute('aria-required')).toBe('false');
    await fillNames();
    expect(current()).toBe('2Personal details');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Personal details' }));
    await fillPersonal();
    await fillAccount();
    await fillResidence();
    await fillPassport();
    await fillRest();
    const review = screen.getByRole('region', { name: 'Passport' });
    expect(within(review).getByText('passport.pdf')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Names' }).textContent).toContain('Salem');
    expect(screen.getByRole('region', { name: 'Club or academy' }).textContent).toContain(
      'Al Dhafra Archery Academy',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(await screen.findByRole('heading', { name: 'The request has been submitted' })).toBeTruthy();
    // The receipt: the reference to quote, who answers first and how long a step usually takes.
    expect(screen.getByText(/Your reference/).textContent).toBe('Your reference: REG-7K3F9-QX2M4');
    expect(
      screen.getByText(
        /The club or academy you named answers your request first, usually within 5 working days/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Status/).textContent).toBe('Status: Pending');
    expect(screen.queryByRole('button', { name: 'Submit the request' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Registration steps' })).toBeNull();
    // Sent with the page's language, which the member's mail is then written in.
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/register/players?lang=en',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(postedBodies(fetchMock)).toEqual([
      {
        firstNameAr: 'سالم',
        secondNameAr: 'محمد',
        lastNameAr: 'الكعبي',
        firstNameEn: 'Salem',
        secondNameEn: 'Mohammed',
        lastNameEn: 'Al Kaabi',
        gender: 1,
        nationality: 'AE',
        birthDate: '1990-05-01',
        placeOfBirth: 'Al Ain',
        photo: uploadRef(),
        email: 'salem@example.ae',
        password: 'longbow#2031',
        passwordConfirmation: 'longbow#2031',
        phone: '+971 50 123 4567',
        isResident: true,
        residenceEmirate: 'abu-dhabi',
        emiratesId: ids.valid,
        emiratesIdExpiry: '2030-05-01',
        emiratesIdFront: uploadRef(),
        emiratesIdBack: uploadRef(),
        passportNumber: 'a1234567',
        passportIssueDate: '2022-01-10',
        passportExpiryDate: '2032-01-09',
        passportCopy: uploadRef(),
        qualificationId: 2,
        occupation: 'employee',
        employerName: 'Emirates Archery Supplies',
        hasDisability: false,
        shoeSize: 42.5,
        uniformSizeId: 2,
        heightCm: 178,
        weightKg: 72.5,
        yearsOfPractice: 6,
        externalChampionships: 3,
        medicalExam: uploadRef(),
        clubId: 42,
      },
    ]);
  });

  it('stays on a step whose required field is empty, and says so on the field', async () => {
    const fetchMock = stubApi();
    await openPlayers();
    type('First name (Arabic)', 'سالم');
    type('Second name (Arabic)', 'محمد');
    type('Family name (Arabic)', 'الكعبي');
    type('First name (English)', 'Salem');
    type('Second name (English)', 'Mohammed');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(input('Family name (English)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Names');
    const field = input('Family name (English)');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required',
    );
    // A name typed in the other language's box is refused too.
    type('Family name (English)', 'الكعبي');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please write this in English letters')).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([]);
  });

  it('checks a field when it is left, and again as it is corrected', async () => {
    stubApi();
    await openPlayers();
    await fillNames();
    // The date of birth is still empty: the step's rules that read it must cope.
    type('Place of birth', ' ');
    fireEvent.blur(input('Place of birth'));
    await waitFor(() => expect(input('Place of birth').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    type('Place of birth', 'Al Ain');
    await waitFor(() => expect(input('Place of birth').getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('stops a resident without an Emirates ID on that field, and checks its check digit', async () => {
    stubApi();
    await openPlayers();
    await fillNames();
    pick('Gender', 'Male');
    choose('Nationality', 'IN');
    type('Date of birth', '2011-04-01');
    // The age class follows the calendar year of the birthday.
    const year = Number(new Date().getFullYear());
    expect(
      screen.getByText(`Age class in ${year}: ${year - 2011 <= 17 ? 'Under 18' : 'Under 21'}`),
    ).toBeTruthy();
    type('Place of birth', 'Mumbai');
    await attached('Personal photo', pngFile());
    await next('Account and contact');
    await fillAccount();
    // Under 18: the guardian's consent is a step of its own.
    expect(screen.getByRole('navigation', { name: 'Registration steps' }).textContent).toContain(
      "Guardian's consent",
    );
    pick('Do you live in the UAE?', 'Yes');
    choose('Emirate of residence', 'dubai');
    type('Emirates ID expiry date', '2030-05-01');
    await attached('Emirates ID, front side', pngFile('front.png'));
    await attached('Emirates ID, back side', pngFile('back.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(input('Emirates ID number').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(input('Emirates ID number')));
    expect(screen.getByText('This field is required')).toBeTruthy();
    type('Emirates ID number', ids.invalid);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid Emirates ID (784-YYYY-NNNNNNN-C)')).toBeTruthy();
    type('Emirates ID number', ids.valid);
    await next('Passport');
    // A visitor need not give one: the field stays, no longer required.
    fireEvent.click(screen.getByRole('button', { name: /Residence and Emirates ID/ }));
    await stepHeading('Residence and Emirates ID');
    pick('Do you live in the UAE?', 'No');
    expect(input('Emirates ID number').getAttribute('aria-required')).toBe('false');
    expect(screen.queryByLabelText('Emirate of residence')).toBeNull();
  });

  it('refuses a passport expiring before its issue', async () => {
    stubApi();
    await openPlayers();
    await fillNames();
    await fillPersonal();
    await fillAccount();
    await fillResidence();
    type('Passport number', 'A1234567');
    type('Passport issue date', '2022-01-10');
    type('Passport expiry date', '2021-12-31');
    await attached('Copy of the passport', pdfFile());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The passport expiry date must be after its issue date')).toBeTruthy();
    expect(input('Passport expiry date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Passport');
  });

  it('refuses a file too large or not what its name says as soon as it is chosen, keeping the one before', async () => {
    const fetchMock = stubApi();
    await openPlayers();
    await fillNames();
    await attached('Personal photo', pngFile('first.png'));
    await attach('Personal photo', pngFile('big.png', 2 * 1024 * 1024));
    expect(await screen.findByText('The image must not be larger than 1 MB')).toBeTruthy();
    expect(screen.getByText(/Attached: .first\.png/)).toBeTruthy();
    await attach('Personal photo', new File(['just some text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('The file must be a JPG, JPEG or PNG image')).toBeTruthy();
    expect(input('Personal photo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Attached: .first\.png/)).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([]);
    // Whether UAE PASS is offered and filled anything in, the lists the form offers, and the one file taken, sent
    // ahead; the refused ones were never sent.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/uaepass',
      '/api/lookups',
      '/api/lookups/member-clubs',
      '/api/auth/uaepass/identity',
      '/api/uploads',
    ]);
  });

  it("puts the API's refusal of a guessable password on its field, in its step, with everything else kept", async () => {
    const fetchMock = stubApi(
      {
        status: 400,
        body: {
          error: {
            code: 'weak_password',
            message: 'Weak',
            fields: { password: ['validation.passwordWeak'] },
          },
        },
      },
      {
        status: 201,
        body: { status: 'Pending', accountType: 'player', reference: 'REG-7K3F9-QX2M4', decidesNext: 'club' },
      },
    );
    await openPlayers();
    await fillNames();
    await fillPersonal();
    await fillAccount('salem@example.ae');
    await fillResidence();
    await fillPassport();
    await fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    await stepHeading('Account and contact');
    expect(
      screen.getByText(
        'This password is too easy to guess: it is a common password, or made from your name or email. Choose one of at least 10 characters that others could not guess',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
    expect(input('Email').value).toBe('salem@example.ae');
    expect(input('Phone number').value).toBe('+971 50 123 4567');
    type('Password', 'fletching42');
    type('Confirm the password', 'fletching42');
    fireEvent.click(screen.getByRole('button', { name: /Review and submit/ }));
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Personal details”' }));
    await stepHeading('Personal details');
    expect(screen.getByText(/Attached: .photo\.png/)).toBeTruthy();
    expect((screen.getByLabelText('Nationality') as HTMLSelectElement).value).toBe('AE');
    fireEvent.click(screen.getByRole('button', { name: /Review and submit/ }));
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    await screen.findByRole('heading', { name: 'The request has been submitted' });
    // The same page whether the email had an account or not: it says what happens in either case.
    expect(screen.getByText(/If this email already has an account, no new one is made/)).toBeTruthy();
    const [first, second] = postedBodies(fetchMock);
    expect(second).toEqual({ ...first, password: 'fletching42', passwordConfirmation: 'fletching42' });
  });

  it('offers to try again when the request cannot be sent, keeping everything', async () => {
    const fetchMock = stubApi('network-error', {
      status: 201,
      body: {
        status: 'Pending',
        accountType: 'guest',
        reference: 'REG-7K3F9-QX2M4',
        decidesNext: 'federation',
      },
    });
    await renderRemoteAt(AuthRoutes, '/en/register/guest', authMessageLoaders);
    await stepHeading('Names');
    await fillNames();
    pick('Gender', 'Female');
    choose('Nationality', 'GB');
    await next('Account and contact');
    type('Email', 'guest.new@example.ae');
    type('Password', 'longbow#2031');
    type('Confirm the password', 'archery2025');
    type('Phone number', '050 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    type('Confirm the password', 'longbow#2031');
    await next('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing you entered is lost');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'The request has been submitted' });
    const [first, second] = postedBodies(fetchMock);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ gender: 2, nationality: 'GB', email: 'guest.new@example.ae' });
  });

  it('takes a club: names in both languages, categories, officials and licences', async () => {
    const fetchMock = stubApi({
      status: 201,
      body: {
        status: 'Pending',
        accountType: 'club',
        reference: 'REG-7K3F9-QX2M4',
        decidesNext: 'federation',
      },
    });
    await renderRemoteAt(AuthRoutes, '/en/register/club', authMessageLoaders);
    await stepHeading('Club details');
    const group = (name: string) => within(screen.getByRole('group', { name }));
    const typeIn = (scope: ReturnType<typeof group>, label: string, value: string) =>
      fireEvent.input(scope.getByLabelText(label), { target: { value } });
    typeIn(group('Name'), 'In Arabic', 'نادي الرماية 2');
    typeIn(group('Name'), 'In English', 'Archery Club 2');
    choose('Country', 'AE');
    choose('Emirate', 'sharjah');
    type('Year of foundation', '1949');
    expect(screen.getByText(`From 1950 to ${new Date().getFullYear()}`)).toBeTruthy();
    type('Membership start date', '2026-01-01');
    await attached('Logo', pngFile('logo.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The value must be at least 1950')).toBeTruthy();
    expect(group('Categories').getByText('This field is required')).toBeTruthy();
    type('Year of foundation', '1998');
    fireEvent.click(group('Categories').getByLabelText('Men'));
    fireEvent.click(group('Categories').getByLabelText('Junior women'));
    await next('Account and contact');
    type('Email', 'office@archery-club.ae');
    type('Password', 'longbow#2031');
    type('Confirm the password', 'longbow#2031');
    type('Phone number', '06 555 1234');
    type('Website', 'www.archery-club.ae');
    typeIn(group('Address'), 'In Arabic', 'الشارقة، شارع الجامعة');
    typeIn(group('Address'), 'In English', 'University Road, Sharjah');
    await next('Management');
    typeIn(group('Supervisor'), 'In Arabic', 'خالد النقبي');
    typeIn(group('Supervisor'), 'In English', 'Khalid Al Naqbi');
    typeIn(group('Financial supervisor'), 'In Arabic', 'مريم السويدي');
    typeIn(group('Financial supervisor'), 'In English', 'Maryam Al Suwaidi');
    type('Number of trainers', '4');
    type('Number of administrators', '2');
    type('Number of members', '120');
    typeIn(group('Chief executive officer'), 'In Arabic', 'أحمد الشامسي');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await group('Chief executive officer').findByText('This field is required')).toBeTruthy();
    typeIn(group('Chief executive officer'), 'In English', 'Ahmed Al Shamsi');
    await next('Licences');
    await attached('Federation licence', pngFile('licence.png'));
    // "Next" pressed while the last file is still on its way waits for it, then goes on (decision 089).
    const release = holdNextUpload();
    await attach('Sports authority licence', pdfFile('authority.pdf'));
    expect(await screen.findByText('Sending the file…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBe('true'),
    );
    await act(async () => release());
    await stepHeading('Review and submit');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByRole('region', { name: 'Club details' }).textContent).toContain(
      'Men and Junior women',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    await screen.findByRole('heading', { name: 'The request has been submitted' });
    expect(postedBodies(fetchMock)).toEqual([
      {
        name: { ar: 'نادي الرماية 2', en: 'Archery Club 2' },
        country: 'AE',
        emirate: 'sharjah',
        foundationYear: 1998,
        categories: ['men', 'juniorWomen'],
        membershipStartDate: '2026-01-01',
        logo: uploadRef(),
        email: 'office@archery-club.ae',
        password: 'longbow#2031',
        passwordConfirmation: 'longbow#2031',
        phone: '06 555 1234',
        website: 'www.archery-club.ae',
        address: { ar: 'الشارقة، شارع الجامعة', en: 'University Road, Sharjah' },
        supervisorName: { ar: 'خالد النقبي', en: 'Khalid Al Naqbi' },
        financialSupervisorName: { ar: 'مريم السويدي', en: 'Maryam Al Suwaidi' },
        trainerCount: 4,
        administratorCount: 2,
        memberCount: 120,
        officials: { ceo: { ar: 'أحمد الشامسي', en: 'Ahmed Al Shamsi' } },
        licenseImage: uploadRef(),
        sportsAuthorityLicense: uploadRef(),
      },
    ]);
  });

  it('asks in Arabic on the unprefixed page', async () => {
    const fetchMock = stubApi({
      status: 201,
      body: {
        status: 'Pending',
        accountType: 'guest',
        reference: 'REG-7K3F9-QX2M4',
        decidesNext: 'federation',
      },
    });
    await renderRemoteAt(AuthRoutes, '/register/guest', authMessageLoaders);
    await stepHeading('الأسماء');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('التسجيل بصفة ضيف');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBe(6);
    type('الاسم الأول (بالعربية)', 'مريم');
    type('الاسم الثاني (بالعربية)', 'علي');
    type('اسم العائلة (بالعربية)', 'السويدي');
    type('الاسم الأول (بالإنجليزية)', 'Maryam');
    type('الاسم الثاني (بالإنجليزية)', 'Ali');
    type('اسم العائلة (بالإنجليزية)', 'Al Suwaidi');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await stepHeading('البيانات الشخصية');
    pick('الجنس', 'أنثى');
    choose('الجنسية', 'AE');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await stepHeading('الحساب وبيانات التواصل');
    type('البريد الإلكتروني', 'maryam@example.ae');
    type('كلمة المرور', 'رماية٢٠٢٦قوس');
    type('تأكيد كلمة المرور', 'رماية٢٠٢٦قوس');
    type('رقم الهاتف', '٠٥٠١٢٣٤٥٦٧');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await stepHeading('المراجعة والتقديم');
    fireEvent.click(screen.getByRole('button', { name: 'تقديم الطلب' }));
    expect(await screen.findByRole('heading', { name: 'تم تقديم الطلب' })).toBeTruthy();
    expect(screen.getByText(/الرقم المرجعي لطلبك/).textContent).toBe('الرقم المرجعي لطلبك: REG-7K3F9-QX2M4');
    expect(screen.getByText(/يبت الاتحاد في طلبك عادةً خلال 5 أيام عمل/)).toBeTruthy();
    expect(postedBodies(fetchMock)[0]).toMatchObject({ firstNameAr: 'مريم', gender: 2, phone: '٠٥٠١٢٣٤٥٦٧' });
  });
});
