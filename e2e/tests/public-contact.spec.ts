import { expect, expectNoAxeViolations, test } from '../fixtures/test';

// Decision 063: one source (the contracts' federationContact) for the footer and the contact page.
for (const { path, hours } of [
  { path: '/en/contact-us', hours: 'Office hours: 8 AM to 4 PM, Sharjah time' },
  { path: '/contact-us', hours: 'بتوقيت الشارقة' },
]) {
  test(`${path}: the contact page and the footer give the same address, phone, email and hours`, async ({
    page,
  }) => {
    await page.goto(path);
    const onPage = page.getByRole('main').getByTestId('federation-contact');
    const inFooter = page.getByRole('contentinfo').getByTestId('federation-contact');
    await expect(onPage).toContainText(hours);
    await expect(onPage.getByRole('link', { name: '+971 6 556 2030' })).toHaveAttribute(
      'href',
      'tel:+97165562030',
    );
    expect(await inFooter.innerText()).toBe(await onPage.innerText());
    await expectNoAxeViolations(page);
  });
}
