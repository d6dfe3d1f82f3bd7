/**
 * Screen behaviour of a kiosk: full screen, and a Screen Wake Lock so the
 * display never sleeps mid-rotation. Browsers drop the lock when the page is
 * hidden; it is taken again when the page is visible. Both are best effort:
 * a browser without them (or in kiosk mode, already full screen) just plays.
 */

export function requestFullscreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen().catch(() => {
    // Needs a user gesture; a kiosk that resumed by itself asks on the first touch or key.
  });
}

/** A kiosk that resumed on its own has no user gesture yet: go full screen on the first one. */
export function fullscreenOnFirstInteraction(): void {
  const once = () => {
    window.removeEventListener('pointerdown', once, true);
    window.removeEventListener('keydown', once, true);
    requestFullscreen();
  };
  window.addEventListener('pointerdown', once, true);
  window.addEventListener('keydown', once, true);
}

interface WakeLockLike {
  released: boolean;
  release(): Promise<void>;
}

export class ScreenWakeLock {
  private lock: WakeLockLike | null = null;
  private active = false;
  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible') void this.acquire();
  };

  start(): void {
    if (this.active) return;
    this.active = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    void this.acquire();
  }

  stop(): void {
    this.active = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    void this.lock?.release().catch(() => {});
    this.lock = null;
  }

  private async acquire(): Promise<void> {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockLike> } }).wakeLock;
    if (!this.active || !wakeLock || (this.lock && !this.lock.released) || document.visibilityState !== 'visible') return;
    try {
      this.lock = await wakeLock.request('screen');
    } catch {
      this.lock = null; // not allowed here (insecure context, battery saver): the screen may sleep
    }
  }
}
