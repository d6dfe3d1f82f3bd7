import { authenticate, PlayerApiError, verifyAuth } from './api';
import { TEXT } from './config';
import { fullscreenOnFirstInteraction, requestFullscreen } from './kiosk';
import { registerPlayerWorker } from './offlineCache';
import { parseDisplayId, workerScope, type PlayerRoute } from './route';
import { DisplaySession } from './session';
import { clearToken, loadToken, saveToken, type StoredToken } from './storage';
import { renderCard, renderForm } from './views';

interface FormState {
  error?: string;
  needPairing?: boolean;
  /** What was typed in the Display ID field (kept after an error). */
  idText?: string;
}

/**
 * The player's states (docs/player.md): the "Invalid Display ID" card, the
 * unauthenticated form, then an authenticated DisplaySession (loading, error,
 * "No Content Scheduled", rotating). A stored token is verified on load: a
 * valid one resumes with no click (a kiosk after a reboot), an invalid one is
 * discarded; with no answer at all the kiosk resumes from its cache.
 */
export class PlayerController {
  private session: DisplaySession | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly route: PlayerRoute,
  ) {}

  async boot(): Promise<void> {
    const { variant, displayId } = this.route;
    if (variant === 'query' && displayId === null) {
      renderCard(this.root, {
        title: TEXT.invalidId,
        text: 'Open /player?displayId=N with the id of an approved display.',
        tone: 'error',
        state: 'invalid-id',
      });
      return;
    }
    registerPlayerWorker(workerScope(this.route));
    const stored = loadToken();
    if (!stored || (displayId !== null && stored.displayId !== displayId)) {
      this.showForm();
      return;
    }
    renderCard(this.root, { title: `Display ${stored.displayId}`, text: TEXT.loading, state: 'loading' });
    try {
      const { display } = await verifyAuth(stored.token);
      this.run(stored, display.name);
    } catch (error) {
      if (error instanceof PlayerApiError && error.retryable) {
        this.run(stored, undefined); // offline or server down: play the kept schedule
      } else {
        clearToken();
        this.showForm({ idText: String(stored.displayId) });
      }
    }
    fullscreenOnFirstInteraction();
  }

  private showForm(state: FormState = {}): void {
    const { variant, displayId, preview } = this.route;
    renderForm(this.root, {
      variant,
      idText: state.idText ?? (displayId === null ? '' : String(displayId)),
      needPairing: state.needPairing ?? false,
      error: state.error,
      preview,
      onSubmit: (values, button) => void this.submit(values, button, state.needPairing ?? false),
    });
  }

  private async submit(values: { displayId: string; pairingCode: string }, button: HTMLButtonElement, needPairing: boolean): Promise<void> {
    const id = this.route.variant === 'query' ? this.route.displayId : parseDisplayId(values.displayId);
    if (id === null) {
      this.showForm({ error: TEXT.enterValidId, needPairing, idText: values.displayId });
      return;
    }
    requestFullscreen(); // inside the click: browsers allow full screen only on a user gesture
    button.disabled = true;
    button.textContent = TEXT.starting;
    try {
      const answer = await authenticate(id, values.pairingCode || undefined, TEXT.authFailed);
      const stored = { token: answer.token, displayId: id };
      saveToken(stored);
      this.run(stored, answer.display.name);
    } catch (error) {
      const apiError = error instanceof PlayerApiError ? error : new PlayerApiError(TEXT.authFailed, 0);
      const pairing = needPairing || apiError.details?.pairingRequired === true;
      this.showForm({ error: apiError.message || TEXT.authFailed, needPairing: pairing, idText: String(id) });
    }
  }

  private run(stored: StoredToken, displayName: string | undefined): void {
    this.session?.stop();
    this.session = new DisplaySession({
      root: this.root,
      displayId: stored.displayId,
      token: stored.token,
      displayName,
      preview: this.route.preview,
      onUnauthorized: (message) => {
        this.session = null;
        clearToken();
        this.showForm({ error: message || TEXT.notAuthenticated, idText: String(stored.displayId) });
      },
    });
    this.session.start();
  }
}
