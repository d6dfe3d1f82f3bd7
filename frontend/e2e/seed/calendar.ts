import { expect, type Page } from '@playwright/test';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar's day button of an ISO date, paging months forward until it is shown. */
export async function calendarDay(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = `${MONTHS[month - 1]} ${year}`;
  const grid = page.getByRole('grid', { name: monthName });
  for (let i = 0; i < 3 && !(await grid.isVisible()); i++) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await expect(grid).toBeVisible();
  return grid.getByRole('button', { name: new RegExp(`^(Today, )?${MONTHS[month - 1]} ${day}, ${year},`) });
}
