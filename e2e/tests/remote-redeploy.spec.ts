import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { startRedeploySite } from '../fixtures/redeploy';

/**
 * Issue 17: mf-public is redeployed alone, in place, while the site runs (a real build with a changed message, copied
 * over the served files), then rolled back. The shell and the other remotes are neither rebuilt nor restarted.
 */

const oldTitle = 'Privacy policy';
const newTitle = 'Privacy policy, as redeployed';
/** How often, at most, the shell's page server asks the remotes for a new server build (page-server.mjs). */
const remoteCheckMs = 1000;

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startRedeploySite>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startRedeploySite({ 'public.privacyPolicy.title': newTitle });
});

test.afterAll(async () => {
  await site?.stop();
});

type Marked = Window & { openedBeforeTheDeploy?: boolean };

test('a remote redeployed alone reaches returning visitors and open tabs at their next navigation into it, never through a half-filled form, and so does its rollback', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { shellOrigin, remoteOrigin, nextId, previousId, deploy, rollBack } = site!;
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  /** A browser of its own (its own cache), as each visitor has. */
  const visitorPage = async () => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Dubai' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  };
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const markTab = (page: Page) => page.evaluate(() => ((window as Marked).openedBeforeTheDeploy = true));
  const reloaded = async (page: Page) =>
    (await page.evaluate(() => (window as Marked).openedBeforeTheDeploy)) !== true;
  /** Resolves once the tab's version check has read this build id from mf-public's builds/latest.json. */
  const learnsOf = (page: Page, id: string) =>
    page.waitForResponse(async (response) => {
      if (response.url() !== `${remoteOrigin}/builds/latest.json` || response.status() !== 200) return false;
      return ((await response.json()) as { id: string }).id === id;
    });
  const intoTournaments = async (page: Page) => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Tournaments' })
      .click();
    await page.getByRole('link', { name: 'Local' }).click();
    await expect(heading(page)).toHaveText('Local tournaments');
  };
  /** The page's heading as the shell's server renders it, for a visitor without JavaScript or a search engine. */
  const serverRenderedHeading = async () => {
    const html = await (await fetch(`${shellOrigin}/en/privacy-police`)).text();
    expect(html, 'a server-rendered page').toMatch(/<html[^>]* data-ssr/);
    return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
  };
  const intoPrivacyPolicy = (page: Page) =>
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();

  try {
    const visitor = await visitorPage();
    await visitor.goto(`${shellOrigin}/en/privacy-police`);
    await expect(heading(visitor)).toHaveText(oldTitle);

    const tab = await visitorPage();
    await tab.goto(`${shellOrigin}/en/privacy-police`);
    await expect(heading(tab)).toHaveText(oldTitle);
    await markTab(tab);

    const form = await visitorPage();
    await form.goto(`${shellOrigin}/en/contact-us`);
    await form.getByLabel('Your name', { exact: true }).fill('Khalid');
    await form.getByLabel('Subject', { exact: true }).fill('Junior programme');
    await markTab(form);

    expect(await serverRenderedHeading(), 'the server-rendered page before the deploy').toBe(oldTitle);
    const tabLearns = learnsOf(tab, nextId);
    const formLearns = learnsOf(form, nextId);
    deploy();
    // The shell's server renders the page with the new build at its next request, without a restart.
    await new Promise((resolve) => setTimeout(resolve, remoteCheckMs));
    expect(await serverRenderedHeading(), 'the server-rendered page after the deploy').toBe(newTitle);

    // The returning visitor's browser revalidates remoteEntry.js and gets the new one.
    await visitor.goto(`${shellOrigin}/en/privacy-police`);
    await expect(heading(visitor)).toHaveText(newTitle);

    // The open tab knows, but keeps the page the reader is on until they move into mf-public again.
    await tabLearns;
    await expect(heading(tab)).toHaveText(oldTitle);
    await intoTournaments(tab);
    expect(await reloaded(tab), 'moving into another remote is not a full load').toBe(false);
    await intoPrivacyPolicy(tab);
    await expect(heading(tab)).toHaveText(newTitle);
    expect(await reloaded(tab), 'moving into the redeployed remote is a full load').toBe(true);

    // The half-filled form is left alone.
    await formLearns;
    await form.waitForTimeout(1500);
    expect(await reloaded(form)).toBe(false);
    await expect(form.getByLabel('Your name', { exact: true })).toHaveValue('Khalid');
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('Junior programme');

    const tabLearnsOfRollback = learnsOf(tab, previousId);
    rollBack();
    await new Promise((resolve) => setTimeout(resolve, remoteCheckMs));
    expect(await serverRenderedHeading(), 'the server-rendered page after the rollback').toBe(oldTitle);
    await visitor.goto(`${shellOrigin}/en/privacy-police`);
    await expect(heading(visitor)).toHaveText(oldTitle);
    await tabLearnsOfRollback;
    await markTab(tab);
    await expect(heading(tab)).toHaveText(newTitle);
    await intoTournaments(tab);
    await intoPrivacyPolicy(tab);
    await expect(heading(tab)).toHaveText(oldTitle);
    expect(await reloaded(tab)).toBe(true);

    expect(errors, 'console errors').toEqual([]);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
