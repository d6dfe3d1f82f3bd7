/**
 * Prerendering entry (docs/performance.md): built with `vite build --ssr` and run by
 * scripts/prerender.mjs after the client build. Renders a visitor's page at a path
 * to HTML (lazy parts included) and returns the critical CSS emotion produced for it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { APP_NAME } from './hooks/useDocumentTitle';
import { resolveRoute } from './navigation/access';
import { AppRoot } from './routes/AppRoot';
import { PRERENDERED_PATHS } from './routes/publicEntry';

export { PRERENDERED_PATHS };

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export interface PrerenderedPage {
  html: string;
  /** `<style data-emotion>` tags, for the page's <head>. */
  styles: string;
  title: string;
}

export async function render(url: string): Promise<PrerenderedPage> {
  // The browser's default emotion cache has the key "css" too, so it adopts these styles on hydration.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppRoot location={url} />
    </CacheProvider>,
  );
  const html = await text(prelude as AsyncIterable<Uint8Array | string>);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const decision = resolveRoute(null, url);
  const title = decision.kind === 'page' ? `${decision.title} · ${APP_NAME}` : APP_NAME;
  return { html, styles, title };
}
