import { authenticate, PlayerApiError, verifyAuth } from './api';
import { APPROVAL_CHECK_MS, TEXT } from './config';
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
  private approvalCheck: ReturnType<typeof setTimeout> | undefined;

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
    clearTimeout(this.approvalCheck);
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
    await this.start(id, values.pairingCode, needPairing);
  }

  /**
   * Asks for a token and plays. A display awaiting review shows so and asks again every
   * minute, starting by itself once approved (docs/product-rules.md §7.10).
   */
  private async start(id: number, pairingCode: string, needPairing: boolean): Promise<void> {
    try {
      const answer = await authenticate(id, pairingCode || undefined, TEXT.authFailed);
      const stored = { token: answer.token, displayId: id };
      saveToken(stored);
      this.run(stored, answer.display.name);
    } catch (error) {
      const apiError = error instanceof PlayerApiError ? error : new PlayerApiError(TEXT.authFailed, 0);
      const displayStatus = apiError.details?.displayStatus;
      if (displayStatus === 'pending') {
        this.showAwaitingApproval(id, pairingCode, needPairing);
        return;
      }
      const pairing = needPairing || apiError.details?.pairingRequired === true;
      const message = displayStatus === 'rejected' ? TEXT.rejected : apiError.message || TEXT.authFailed;
      this.showForm({ error: message, needPairing: pairing, idText: String(id) });
    }
  }

  private showAwaitingApproval(id: number, pairingCode: string, needPairing: boolean): void {
    renderCard(this.root, {
      title: TEXT.awaitingApproval,
      text: `Display ${id}. ${TEXT.awaitingApprovalText}`,
      state: 'awaiting-approval',
      action: {
        label: this.route.variant === 'field' ? 'Enter another Display ID' : 'Back',
        onClick: () => this.showForm({ idText: String(id), needPairing }),
      },
    });
    clearTimeout(this.approvalCheck);
    this.approvalCheck = setTimeout(() => void this.start(id, pairingCode, needPairing), APPROVAL_CHECK_MS);
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
