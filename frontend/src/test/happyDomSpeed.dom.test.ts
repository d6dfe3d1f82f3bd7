import { afterEach, expect, it } from 'vitest';

// happyDomSpeed.ts (a setup file of this tier) skips happy-dom's matcher for a rule whose last
// compound needs a class the element lacks; every other selector must still be matched in full.
afterEach(() => document.head.querySelectorAll('style[data-test]').forEach((style) => style.remove()));

function styled(css: string, html: string): HTMLElement {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
  document.body.innerHTML = html;
  return document.getElementById('t')!;
}

const hidden = (element: Element) => getComputedStyle(element).display === 'none';

it.each([
  ['.a .b { display: none }', '<div class="a"><span id="t" class="b"></span></div>', true],
  ['.a .b { display: none }', '<div class="b"><span id="t" class="a"></span></div>', false],
  ['.x, span { display: none }', '<span id="t"></span>', true],
  ['.x, .y { display: none }', '<span id="t" class="y"></span>', true],
  ['.a > :not(.x) { display: none }', '<div class="a"><span id="t"></span></div>', true],
  ['.a>.b { display: none }', '<div class="a"><span id="t" class="b"></span></div>', true],
  ['.a.b:not(.c) { display: none }', '<span id="t" class="b a"></span>', true],
  ['.a\n.b { display: none }', '<div class="a"><span id="t" class="b"></span></div>', true],
  ['[data-x="a .b"] { display: none }', '<span id="t" data-x="a .b"></span>', true],
  ['@media (min-width: 1px) { .b { display: none } }', '<span id="t" class="b"></span>', true],
  ['.b-c { display: none }', '<span id="t" class="b"></span>', false],
])('%s on %s: hidden %s', (css, html, expected) => {
  expect(hidden(styled(css, html))).toBe(expected);
});

it('an element prints as a browser prints it; a link as its address', () => {
  expect(String(document.createElement('div'))).toBe('[object HTMLDivElement]');
  const link = document.createElement('a');
  link.href = 'https://example.test/page';
  expect(String(link)).toBe('https://example.test/page');
});
