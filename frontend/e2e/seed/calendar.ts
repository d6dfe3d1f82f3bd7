import { expect, type Page } from '@playwright/test';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Months from the first to the second "Month YYYY" name. */
function monthsBetween(shown: string, wanted: string): number {
  const index = (name: string) => {
    const [month, year] = name.split(' ');
    return Number(year) * 12 + MONTHS.indexOf(month);
  };
  return index(wanted) - index(shown);
}

/**
 * The calendar's day button of an ISO date, paging months backward or forward until it is
 * shown: consecutive dates of a test may fall in two months (near a month's end).
 */
export async function calendarDay(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = `${MONTHS[month - 1]} ${year}`;
  const grid = page.getByRole('grid', { name: monthName });
  for (let i = 0; i < 12 && !(await grid.isVisible()); i++) {
    const shown = await page.getByRole('grid').first().getAttribute('aria-label');
    const forward = !shown || monthsBetween(shown, monthName) > 0;
    await page.getByRole('button', { name: forward ? 'Go to the Next Month' : 'Go to the Previous Month' }).click();
  }
  await expect(grid).toBeVisible();
  return grid.getByRole('button', { name: new RegExp(`^(Today, )?${MONTHS[month - 1]} ${day}, ${year},`) });
}
