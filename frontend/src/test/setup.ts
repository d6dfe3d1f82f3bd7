import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { chunksSettled } from '../components/trackedLazy';

afterEach(() => {
  cleanup();
  // Test files share a worker's DOM (isolate: false). cleanup() unmounts what React rendered; the
  // kiosk player's tests build plain DOM of their own, which would leak into the next file's queries.
  document.body.replaceChildren();
});

// findBy*/waitFor give up after 5 s rather than 1 s: on a busy shared machine a render after a
// fake API answer can take longer than a second (a passing test waits no longer for it).
configure({ asyncUtilTimeout: 5000 });

// A lazily loaded chunk (the map, a chart) still downloading when the file's last
// test ends would be evaluated after its test is gone; wait for it while the DOM is here.
afterAll(() => chunksSettled());

// Without a matchMedia: answer width queries against the window size
// (1024 px by default), so MUI's useMediaQuery sees a desktop.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

// The app asks GET /api/user only when the server's session hint cookie is there
// (api/sessionHint.ts); tests mock that endpoint, so they start with the hint set.
// api/sessionHint.dom.test.ts covers the visitor without it.
document.cookie = 'ss_signed_in=1; path=/';
