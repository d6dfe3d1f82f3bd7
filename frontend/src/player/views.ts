import { TEXT } from './config';

/** The player's screens as plain DOM (no framework: the bundle stays tiny). */

type Child = Node | string | null | undefined | false;

/** A small element builder: el('p', {className: 'x', attrs: {role: 'status'}}, 'text', child). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Omit<HTMLElementTagNameMap[K], 'style' | 'dataset'>> & { attrs?: Record<string, string> } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { attrs, ...rest } = props;
  Object.assign(node, rest);
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

export interface CardOptions {
  title: string;
  text?: string;
  tone?: 'info' | 'error';
  state: string;
  action?: { label: string; onClick: () => void };
}

/** A centred card: loading, error, invalid id, nothing scheduled. */
export function renderCard(root: HTMLElement, { title, text, tone = 'info', state, action }: CardOptions): void {
  const button = action ? el('button', { type: 'button', className: 'button', textContent: action.label }) : null;
  button?.addEventListener('click', action!.onClick);
  const card = el(
    'section',
    { className: `card card-${tone}`, attrs: { 'aria-label': title } },
    el('h1', { textContent: title }),
    text && el('p', { textContent: text, attrs: { role: tone === 'error' ? 'alert' : 'status' } }),
    button,
  );
  root.dataset.state = state;
  root.replaceChildren(card);
}

export interface FormOptions {
  /** 'field': a Display ID text field; 'query': the id comes from the URL. */
  variant: 'query' | 'field';
  /** The id shown in the heading (query variant) or filled into the field. */
  idText: string;
  needPairing: boolean;
  error?: string;
  preview: boolean;
  onSubmit(values: { displayId: string; pairingCode: string }, button: HTMLButtonElement): void;
}

function field(id: string, label: string, value: string, extra: Partial<HTMLInputElement> = {}): HTMLElement {
  return el(
    'p',
    { className: 'field' },
    el('label', { htmlFor: id, textContent: label }),
    el('input', { id, name: id, value, type: 'text', ...extra }),
  );
}

/** The unauthenticated screen: "Display not authenticated", the fields and "Start Display". */
export function renderForm(root: HTMLElement, options: FormOptions): void {
  const { variant, idText, needPairing, error, preview } = options;
  const submit = el('button', { type: 'submit', className: 'button', textContent: TEXT.start });
  const form = el(
    'form',
    { className: 'card', noValidate: true, attrs: { 'aria-label': 'Start display' } },
    el('h1', { textContent: variant === 'query' ? `Display ${idText}` : 'ScreenSpace Display' }),
    el('p', { className: 'muted', textContent: TEXT.notAuthenticated }),
    preview && el('p', { className: 'preview-note', textContent: `${TEXT.preview}: plays are not recorded` }),
    variant === 'field' && field('displayId', 'Display ID', idText, { inputMode: 'numeric', autocomplete: 'off', required: true }),
    needPairing &&
      field('pairingCode', 'Pairing code', '', { inputMode: 'numeric', autocomplete: 'one-time-code', maxLength: 6, required: true }),
    error && el('p', { className: 'error', textContent: error, attrs: { role: 'alert' } }),
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    options.onSubmit(
      { displayId: String(data.get('displayId') ?? idText), pairingCode: String(data.get('pairingCode') ?? '').trim() },
      submit,
    );
  });
  root.dataset.state = 'unauthenticated';
  root.replaceChildren(form);
  const firstEmpty = form.querySelector<HTMLInputElement>(needPairing ? '#pairingCode' : '#displayId');
  (firstEmpty ?? submit).focus();
}

/** Puts the rotation's stage on screen. */
export function renderStage(root: HTMLElement, stage: HTMLElement): void {
  root.dataset.state = 'rotating';
  if (stage.parentElement !== root || root.childElementCount !== 1) root.replaceChildren(stage);
}
