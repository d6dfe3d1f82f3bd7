/** A plain-text and a simple HTML body for one e-mail, with a link back into the app (docs/notifications.md). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `title` is the subject; `url` is absolute (PUBLIC_URL + the in-app path). */
export function renderMail(title: string, body: string, url: string, linkText = 'Open ScreenSpace'): MailContent {
  return {
    subject: title,
    text: `${body}\n\n${linkText}: ${url}\n\n-- \nScreenSpace. Change which e-mails you get in your account settings.\n`,
    html:
      `<!doctype html><html><body style="font-family: sans-serif">` +
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(linkText)}</a></p>` +
      `<p style="color:#666;font-size:12px">ScreenSpace. Change which e-mails you get in your account settings.</p>` +
      `</body></html>`,
  };
}
