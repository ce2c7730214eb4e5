import { Locator, Page } from 'playwright-core';

/** A react-admin select (MUI) by its label: opens it and picks the option. */
export async function choose(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the rich-text help editor named `label`, the first words in bold. */
export async function typeHelp(
  scope: Page | Locator,
  page: Page,
  label: string,
  bold: string,
  rest: string,
): Promise<void> {
  const editor = scope.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  // The toolbar gives the focus back to the editor a moment after its click: keys typed before
  // that go nowhere.
  const focused = async () =>
    page.waitForFunction(
      '(element) => element.contains(document.activeElement)',
      await editor.elementHandle(),
    );
  await scope.getByRole('button', { name: 'Negrito' }).click();
  await focused();
  await page.keyboard.type(bold);
  await scope.getByRole('button', { name: 'Negrito' }).click();
  await focused();
  await page.keyboard.type(rest);
}

/** A `datetime-local` value `days` from now, at 18:00 local time. */
export function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:00`;
}
