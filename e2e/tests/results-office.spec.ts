import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs } from '../fixtures/office';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * The results office (issue 30, decision 092) on the demo: the administrator imports Ianseo's qualification export for
 * a past tournament the demo has no results for, resolves its archers, publishes; refused files keep their text; the
 * record proposals are decided; other staff are not let in.
 */

const festival = 'National Day Archery Festival';

interface Archer {
  id: number;
  name: { en: string };
  membershipNumber: string | null;
  birthDate: string | null;
}

async function archer(office: APIRequestContext, email: string): Promise<Archer> {
  const response = await office.get(`/api/office/results/members?q=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Archer[] };
  expect(items, email).toHaveLength(1);
  return items[0]!;
}

/** An ended tournament's id and full name (the demo's end with their year), by how its English name starts. */
async function endedTournament(
  office: APIRequestContext,
  nameEn: string,
): Promise<{ id: number; name: string }> {
  for (let page = 1; page < 20; page++) {
    const response = await office.get(`/api/office/results?page=${page}`);
    expect(response.status()).toBe(200);
    const list = (await response.json()) as {
      items: { tournament: { id: number; name: { en: string } } }[];
      totalPages: number;
    };
    const found = list.items.find((item) => item.tournament.name.en.startsWith(nameEn));
    if (found) return { id: found.tournament.id, name: found.tournament.name.en };
    if (page >= list.totalPages) break;
  }
  throw new Error(`${nameEn} is not among the ended tournaments`);
}

const header =
  'WaID;FamilyName;GivenName;DoB;Gender;Session;Target;Noc;Country;Division;Class;' +
  'D1 Score;D1 10+X;D1 X;D1 Arrows;D2 Score;D2 10+X;D2 X;D2 Arrows;Score;Hits;10+X;X';

/** One archer's line as Ianseo's Qualification > Export Text File writes it for a WA 720 round. */
function line(
  code: string,
  [family, given]: [string, string],
  dob: string,
  sex: '0' | '1',
  klass: string,
  [d1, d2, tens, xs]: [number, number, number, number],
  division = 'R',
) {
  return [code, family, given, dob, sex, '1', '001A', '', '', division, klass]
    .concat([d1, tens / 2, xs / 2, '', d2, tens / 2, xs / 2, '', d1 + d2, 72, tens, xs].map(String))
    .join(';');
}

const ianseoFile = (lines: string[]) => [header, ...lines].join('\r\n') + '\r\n';

/** The English page, ready. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('the results office', () => {
  test('the administrator imports, matches an unknown archer, keeps a guest and publishes; a record is approved', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const office = await apiAs('admin@example.ae');
    const player = await archer(office, 'player@example.ae');
    const mariam = await archer(office, 'mariam.archer@example.ae');
    const { id, name } = await endedTournament(office, festival);
    const file = ianseoFile([
      line(
        player.membershipNumber!,
        ['Test', 'Player'],
        player.birthDate ?? '0000-00-00',
        '0',
        'M',
        [250, 250, 10, 2],
      ),
      // Nobody's name or birth date: unmatched until the officer names Mariam. 699 beats any demo record of hers.
      line('', ['Archer', 'Unknown Junior'], '0000-00-00', '1', 'U21W', [350, 349, 60, 30]),
      line('', ['Abroad', 'Visiting Archer From'], '1990-01-01', '0', 'M', [280, 270, 10, 2]),
    ]);

    await signInAs(page, 'admin@example.ae');
    await open(page, '/en/office/results', 'Tournament results');
    await expect(
      page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Results' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await open(page, `/en/office/results/tournaments/${id}`, `Results of ${name}`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Results file', { exact: true }).setInputFiles({
      name: 'NDF2025.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file),
    });
    await expect(page.getByLabel('Text of the results file')).toHaveValue(file.replace(/\r\n/g, '\n'));
    await page.getByRole('button', { name: 'Import and preview' }).click();

    await expect(page).toHaveURL(/\/en\/office\/results\/imports\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Results of ${name}` })).toBeVisible();
    await expect(page.getByText('3 archers. Matched: 1; proposed: 0; unmatched: 2; guests: 0')).toBeVisible();
    await expectNoAxeViolations(page);

    const unknown = page.getByRole('row', { name: /Archer Unknown Junior|Unknown Junior Archer/ });
    await unknown.getByRole('button', { name: 'Match a member' }).click();
    const dialog = page.getByRole('dialog', { name: /^Match .* to a member$/ });
    await dialog.getByLabel('Find the member').fill('mariam.archer@example.ae');
    await dialog.getByRole('button', { name: 'Find', exact: true }).click();
    await dialog.getByRole('button', { name: new RegExp(mariam.name.en) }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Match', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(unknown.getByText(mariam.name.en)).toBeVisible();
    await expect(unknown.getByText('Matched')).toBeVisible();

    const visitor = page.getByRole('row', { name: /Visiting Archer From/ });
    await visitor.getByRole('button', { name: 'Keep as guest' }).click();
    await expect(visitor.getByText('Guest', { exact: true })).toBeVisible();
    await expect(page.getByText('3 archers. Matched: 2; proposed: 0; unmatched: 0; guests: 1')).toBeVisible();

    // A correction before publishing: the visitor's final placing.
    await visitor.getByRole('button', { name: 'Correct' }).click();
    const correct = page.getByRole('dialog', { name: /^Correct the scores of / });
    await correct.getByLabel('Final place').fill('4');
    await expectNoAxeViolations(page);
    await correct.getByRole('button', { name: 'Save the correction' }).click();
    await expect(correct).toHaveCount(0);
    // Cells after the archer's name (a row header): rank, club, distances, total, 10s, Xs, final place.
    await expect(visitor.getByRole('cell').nth(6)).toHaveText('4');

    await page.getByRole('button', { name: 'Publish the results' }).click();
    const publish = page.getByRole('dialog', { name: `Publish the results of ${name}?` });
    await publish.getByRole('button', { name: 'Publish the results' }).click();
    await expect(page.getByText(/^Published: 2 members mailed, 1 record proposed$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the public results' })).toBeVisible();

    // The public side lists it now.
    const results = await page.request.get(`/api/tournaments/${id}/results`);
    expect(results.status()).toBe(200);
    expect(JSON.stringify(await results.json())).toContain(mariam.name.en);
    const list = await page.request.get('/api/results?kind=Activities');
    expect(list.status()).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(name);

    // Mariam's 699 waits for approval.
    await open(page, '/en/office/records', 'National record proposals');
    await expectNoAxeViolations(page);
    const proposal = page.getByRole('row', { name: new RegExp(mariam.name.en) }).filter({ hasText: '699' });
    await proposal.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this national record?' });
    await expect(approve.getByText(new RegExp(`${mariam.name.en}, 699 in Recurve Women`))).toBeVisible();
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Record approved')).toBeVisible();
    await expect(proposal).toHaveCount(0);
  });

  test.describe('a refused file', () => {
    // Each refusal is a 400, which the browser logs.
    test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

    test('a malformed file is refused in Arabic and in English, its problems by line, the text kept', async ({
      page,
    }) => {
      const office = await apiAs('admin@example.ae');
      const { id } = await endedTournament(office, 'Junior Archery Summer Camp');
      const bad = ianseoFile([
        line('', ['One', 'Archer'], '2001-02-03', '0', 'M', [300, 300, 10, 4]),
        line('', ['Two', 'Archer'], '2001-02-04', '0', 'M', [365, 300, 10, 4]),
        line('', ['Three', 'Archer'], '2001-02-05', '0', 'M', [300, 300, 10, 4], 'Q'),
      ]);

      await signInAs(page, 'admin@example.ae');
      await page.goto(`/office/results/tournaments/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^نتائج /);
      const arabicText = page.getByLabel('نص ملف النتائج');
      await arabicText.fill(bad);
      await page.getByRole('button', { name: 'استيراد ومعاينة' }).click();
      await expect(page.getByText('السطر 3: نتيجة إحدى المسافات أعلى من الحد الأقصى للجولة.')).toBeVisible();
      await expect(page.getByText('السطر 4: فئة القوس ليست من فئات الاتحاد.')).toBeVisible();
      await expect(arabicText).toHaveAttribute('aria-invalid', 'true');
      await expect(arabicText).toHaveValue(bad.replace(/\r\n/g, '\n'));
      await expectNoAxeViolations(page);

      await page.goto(`/en/office/results/tournaments/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results of /);
      const text = page.getByLabel('Text of the results file');
      await text.fill(bad);
      await page.getByRole('button', { name: 'Import and preview' }).click();
      await expect(
        page.getByText('Line 3: A distance score is above the most the round allows.'),
      ).toBeVisible();
      await expect(page.getByText('Line 4: The division is not one of the federation’s.')).toBeVisible();
      await expect(text).toHaveValue(bad.replace(/\r\n/g, '\n'));

      // Ianseo's file sent as the federation's CSV: the wrong format, said on its first line.
      await page.getByRole('radio', { name: 'The federation’s results CSV' }).check();
      await page.getByRole('button', { name: 'Import and preview' }).click();
      await expect(
        page.getByText('Line 1: The first line does not have the columns of this format.'),
      ).toBeVisible();
      await expect(text).toHaveValue(bad.replace(/\r\n/g, '\n'));
      // Nothing was imported.
      const state = (await (await office.get(`/api/office/results/tournaments/${id}`)).json()) as {
        draft: unknown;
      };
      expect(state.draft).toBeNull();
    });
  });

  test('the demo’s record proposal is rejected with a reason', async ({ page }) => {
    const office = await apiAs('admin@example.ae');
    const { items } = (await (await office.get('/api/office/results/records')).json()) as {
      items: {
        id: number;
        holder: { name: { en: string } };
        score: number;
        tournament: { name: { en: string } };
      }[];
    };
    const seeded = items.find((item) => !item.tournament.name.en.startsWith(festival));
    expect(seeded).toBeDefined();

    await signInAs(page, 'admin@example.ae');
    await open(page, '/office/records', 'مقترحات الأرقام القياسية الوطنية');
    await expect(page.getByRole('button', { name: 'رفض' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await open(page, '/en/office/records', 'National record proposals');
    const row = page
      .getByRole('row', { name: new RegExp(seeded!.holder.name.en) })
      .filter({ hasText: seeded!.tournament.name.en });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this record proposal?' });
    await dialog.getByLabel('Reason').fill('The scorecards were not signed.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Record proposal rejected')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the results officer opens the results and the record proposals, and nothing else of the office', async ({
    page,
  }) => {
    await signInAs(page, 'results@example.ae');
    await open(page, '/office', 'مكتب الاتحاد');
    await expect(page.getByRole('navigation', { name: 'المكتب' }).getByRole('link')).toHaveText([
      'نظرة عامة',
      'النتائج',
      'مقترحات الأرقام القياسية',
    ]);
    await expect(page.getByText('لا توجد قائمة في المكتب لدورك؛ عملك في نتائج البطولات.')).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/office/results', 'نتائج البطولات');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    await open(page, '/en/office/results', 'Tournament results');
    await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('link')).toHaveText([
      'Overview',
      'Results',
      'Record proposals',
    ]);
    // The other tests decide the demo's proposals at the same time: the list may be empty by now.
    await open(page, '/en/office/records', 'National record proposals');

    for (const path of ['/en/office/members', '/en/office/audit', '/en/office/staff', '/en/office/bills']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        'This area is not open to your account',
      );
    }
    const office = await apiAs('results@example.ae');
    expect((await office.get('/api/office/results/members?q=player@example.ae')).status()).toBe(200);
    expect((await office.get('/api/office/members')).status()).toBe(403);
  });

  test('the administrator sees the results officer among the staff, by role in both languages', async ({
    page,
  }) => {
    await signInAs(page, 'admin@example.ae');
    await page.goto('/office/staff');
    await expect(page.getByRole('row', { name: /مريم خليفة الكعبي/ })).toContainText('مسؤول النتائج');
    await page.goto('/en/office/staff');
    await expect(page.getByRole('row', { name: /Mariam Khalifa Al Kaabi/ })).toContainText('Results officer');
  });

  for (const email of ['membership@example.ae', 'editor@example.ae']) {
    test(`${email} is not let in, and sees no Results in the navigation`, async ({ page }) => {
      await signInAs(page, email);
      await page.goto('/en/office/results');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This area is not open to your account',
      );
      await page.goto('/en/office');
      await expect(page.getByRole('heading', { level: 1, name: 'Federation office' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Results' }),
      ).toHaveCount(0);
      const response = await (await apiAs(email)).get('/api/office/results');
      expect(response.status()).toBe(403);
    });
  }
});
