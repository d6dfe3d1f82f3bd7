import { AppRoot } from './routes/AppRoot';

/** The app in the browser (entry-server.tsx renders AppRoot for prerendering). */
export function App() {
  return <AppRoot />;
}
