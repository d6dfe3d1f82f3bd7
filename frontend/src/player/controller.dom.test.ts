import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_CHECK_MS, TEXT } from './config';
import { PlayerController } from './controller';

vi.mock('./offlineCache', () => ({ registerPlayerWorker: vi.fn<() => void>(), syncMediaCache: vi.fn<() => Promise<void>>() }));

const notFound = (details?: object) =>
  new Response(JSON.stringify({ statusCode: 404, message: 'Display not found', ...(details && { details }) }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let root: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  root = document.createElement('main');
  document.body.replaceChildren(root);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function startDisplay(id: string) {
  const controller = new PlayerController(root, { variant: 'field', displayId: null, preview: false });
  await controller.boot();
  (root.querySelector('#displayId') as HTMLInputElement).value = id;
  root.querySelector('form')!.requestSubmit();
  await vi.advanceTimersByTimeAsync(0);
}

describe('player: a display that cannot start yet says why (docs/product-rules.md §7.10)', () => {
  it('awaiting approval: says so, asks again every minute, and keeps saying so while pending', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(notFound({ displayStatus: 'pending' })));
    await startDisplay('12');
    expect(root.dataset.state).toBe('awaiting-approval');
    expect(root.querySelector('h1')?.textContent).toBe(TEXT.awaitingApproval);
    expect(root.textContent).toContain('Display 12.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(APPROVAL_CHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ displayId: 12 });
    expect(root.dataset.state).toBe('awaiting-approval');

    // "Enter another Display ID" goes back to the form and stops asking.
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(root.dataset.state).toBe('unauthenticated');
    await vi.advanceTimersByTimeAsync(APPROVAL_CHECK_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejected: the form says it was not approved; unknown: "Display not found"', async () => {
    fetchMock.mockResolvedValueOnce(notFound({ displayStatus: 'rejected' }));
    await startDisplay('13');
    expect(root.dataset.state).toBe('unauthenticated');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(TEXT.rejected);

    fetchMock.mockResolvedValueOnce(notFound());
    root.querySelector('form')!.requestSubmit();
    await vi.advanceTimersByTimeAsync(0);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Display not found');
  });
});
