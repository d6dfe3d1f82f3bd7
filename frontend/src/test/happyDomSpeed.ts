/**
 * Three costs that the component tier paid in happy-dom on every test
 * (docs/testing.md#why-the-frontend-tiers-run-as-they-do); none changes what a test sees.
 *
 * 1. getComputedStyle matches every CSS rule in the document against the element and each
 *    ancestor whose style it has not cached, and MUI inserts 800–1,300 rules. Accessible-name
 *    queries ask the style of every element they walk, so that matching was about a third of the
 *    tier's CPU. Almost every rule ends in a class (`.css-1x2y3z`, `.css-… .MuiInputBase-input`),
 *    which an element without that class cannot match: this answers "no match" for it before
 *    happy-dom's full matcher runs, and leaves every other selector to happy-dom.
 * 2. Element#toString() (below).
 * 3. emotion's sheet in its production form (below).
 */
import createCache from '@emotion/cache';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';

/** For each comma-separated selector, a class its last compound requires; null when one has none. */
function requiredClasses(selector: string): string[] | null {
  const classes: string[] = [];
  let depth = 0; // inside (…) or […]
  let quote = '';
  let compoundClass: string | null = null; // the first class of the current compound
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') return null; // escaped characters: leave the selector to happy-dom
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth > 0) continue;
    else if (c === ',') {
      if (!compoundClass) return null;
      classes.push(compoundClass);
      compoundClass = null;
    } else if (c === '>' || c === '+' || c === '~' || /\s/.test(c)) compoundClass = null;
    else if (c === '.' && !compoundClass) {
      // The whole name or nothing: a character this does not know (non-ASCII) ends the filter.
      const name = /^[-\w]+(?=$|[.:#[,\s>+~])/.exec(selector.slice(i + 1))?.[0];
      if (!name) return null;
      compoundClass = name;
    }
  }
  if (!compoundClass || depth !== 0 || quote) return null;
  classes.push(compoundClass);
  return classes;
}

const byClassCache = new Map<string, string[] | null>();
type Matches = typeof QuerySelector.matches;
const PATCHED = Symbol.for('screenspace.happyDomSpeed');
const patchable = QuerySelector as unknown as Record<symbol, Matches | undefined>;
// Test files share a worker's modules (isolate: false), but this may still be evaluated again: wrap once.
const original: Matches = patchable[PATCHED] ?? QuerySelector.matches.bind(QuerySelector);
patchable[PATCHED] = original;

// Only where happy-dom ignores a selector's errors (as getComputedStyle does): an invalid selector
// then means "no match" either way, never an exception this would swallow.
QuerySelector.matches = (element, selector, options) => {
  if (options?.ignoreErrors && typeof selector === 'string' && element.nodeType === Node.ELEMENT_NODE) {
    let classes = byClassCache.get(selector);
    if (classes === undefined) {
      classes = requiredClasses(selector);
      byClassCache.set(selector, classes);
    }
    if (classes && !classes.some((name) => element.classList.contains(name))) return null;
  }
  return original(element, selector, options);
};

// happy-dom's Element#toString() serializes the element's whole outerHTML (a browser answers
// "[object HTMLDivElement]"); Popper (MUI's menus, selects, tooltips) calls it on the page's root
// on every position update, to tell a window from an element.
Element.prototype.toString = function toString(this: Element) {
  return `[object ${this.constructor.name}]`;
};

// emotion's development mode inserts each rule as a <style> element of its own (for source maps),
// and happy-dom keeps and walks each as a sheet; its production mode ("speedy", as the built app
// runs) adds the same rules in the same order to one sheet with insertRule. About 8% less CPU on
// the heaviest component files (docs/testing.md#why-the-frontend-tiers-run-as-they-do).
type Sheet = ReturnType<typeof createCache>['sheet'];
const SPEEDY = Symbol.for('screenspace.emotionSpeedy');
// The class behind every emotion cache's sheet, MUI's default cache's included.
const sheetProto = Object.getPrototypeOf(createCache({ key: 'probe' }).sheet) as Sheet & { [SPEEDY]?: true };
if (!sheetProto[SPEEDY]) {
  sheetProto[SPEEDY] = true;
  const insert = sheetProto.insert;
  sheetProto.insert = function (this: Sheet, rule: string) {
    this.isSpeedy = true;
    insert.call(this, rule);
  };
}
