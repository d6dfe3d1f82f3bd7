import * as fs from 'fs';
import * as path from 'path';

/**
 * Code cites the project's docs (`docs/product-rules.md §3.5`, `docs/bookings.md#retries-idempotency-key`);
 * this test fails when a cited page, numbered section or anchor does not exist, and on any
 * citation of the product spec or decisions documents, which are not in the repository
 * (scripts/docs-refs-migrate.mjs at the root rewrites those).
 */
const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['backend/src', 'backend/test', 'backend/scripts', 'frontend/src', 'frontend/e2e', 'frontend/scripts'];
const CODE = /\.(ts|tsx|js|mjs|cjs|sql)$/;
const THIS_FILE = path.relative(ROOT, __filename);

function* walk(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (CODE.test(entry.name)) yield full;
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

interface DocIndex {
  sections: Set<string>;
  anchors: Set<string>;
}

const docs = new Map<string, DocIndex | null>();
function docIndex(file: string): DocIndex | null {
  if (!docs.has(file)) {
    const full = path.join(ROOT, 'docs', file);
    if (!fs.existsSync(full)) docs.set(file, null);
    else {
      const text = fs.readFileSync(full, 'utf8');
      const sections = new Set<string>();
      const anchors = new Set<string>();
      for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
        anchors.add(anchorOf(m[1]));
        const numbered = /^(\d+(?:\.\d+)*)\.?\s/.exec(m[1]);
        if (numbered) sections.add(numbered[1]);
      }
      // Numbered rules: a paragraph or list item that starts with **3.5**.
      for (const m of text.matchAll(/^(?:[-*]\s+)?\*\*(\d+(?:\.\d+)*)\*\*/gm)) sections.add(m[1]);
      docs.set(file, { sections, anchors });
    }
  }
  return docs.get(file)!;
}

const SECTION_LIST = /docs\/([\w.-]+\.md)((?:\s*(?:,|\/|and|–|-)?\s*§\d+(?:\.\d+)*)+)/g;
const ANCHOR = /docs\/([\w.-]+\.md)#([\w-]+)/g;
const PAGE = /docs\/([\w.-]+\.md)/g;
// Built from parts so that this file does not match itself.
const OLD_CITATION = new RegExp(['\\b(?:[Ss]pec|[Dd]ecisions)', '(?:\\s*\\*)?\\s+\u00a7'].join(''));
// "the spec", "the spec's …", "spec call": wording that points outside the repository, with or without a section sign.
const SPEC_WORDING = new RegExp(['\\b(?:the (?:product )?', 'spec\\b|spec', "(?:'s|\u2019s| call)\\b)"].join(''), 'i');

function scan(): { file: string; problem: string }[] {
  const problems: { file: string; problem: string }[] = [];
  for (const dir of SCANNED) {
    for (const full of walk(path.join(ROOT, dir))) {
      const file = path.relative(ROOT, full);
      if (file === THIS_FILE || file.endsWith('schema.d.ts')) continue;
      const text = fs.readFileSync(full, 'utf8');
      const old = OLD_CITATION.exec(text);
      if (old) problems.push({ file, problem: `cites the spec or decisions: "${text.slice(old.index, old.index + 40)}"` });
      const wording = SPEC_WORDING.exec(text);
      if (wording) problems.push({ file, problem: `speaks of the spec: "${text.slice(wording.index, wording.index + 40)}"` });
      for (const m of text.matchAll(PAGE)) {
        if (!docIndex(m[1])) problems.push({ file, problem: `cites docs/${m[1]}, which does not exist` });
      }
      for (const m of text.matchAll(SECTION_LIST)) {
        const index = docIndex(m[1]);
        for (const s of m[2].matchAll(/§(\d+(?:\.\d+)*)/g)) {
          if (index && !index.sections.has(s[1])) problems.push({ file, problem: `cites docs/${m[1]} §${s[1]}, which it does not have` });
        }
      }
      for (const m of text.matchAll(ANCHOR)) {
        const index = docIndex(m[1]);
        if (index && !index.anchors.has(m[2])) problems.push({ file, problem: `cites docs/${m[1]}#${m[2]}, which it does not have` });
      }
    }
  }
  return problems;
}

describe('docs citations in code', () => {
  it('every cited docs page, section and anchor exists; nothing cites the spec or decisions', () => {
    expect(scan()).toEqual([]);
  });

  it('openapi.json, which third parties read, never speaks of the spec', () => {
    const text = fs.readFileSync(path.join(ROOT, 'openapi.json'), 'utf8');
    expect(SPEC_WORDING.exec(text)?.[0]).toBeUndefined();
    expect(SPEC_WORDING.test("the spec's call")).toBe(true);
    expect(SPEC_WORDING.test('the spec call')).toBe(true);
    expect(SPEC_WORDING.test('test/x.e2e-spec.ts')).toBe(false);
  });

  it('reads numbered sections and anchors the way the docs write them', () => {
    const rules = docIndex('product-rules.md')!;
    expect(rules.sections.has('3')).toBe(true);
    expect(rules.sections.has('3.5')).toBe(true);
    expect(rules.sections.has('3.99')).toBe(false);
    expect(anchorOf('Retries: `Idempotency-Key`')).toBe('retries-idempotency-key');
    expect(docIndex('no-such-page.md')).toBeNull();
  });
});
