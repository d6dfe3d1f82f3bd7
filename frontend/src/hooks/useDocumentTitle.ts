import { useEffect } from 'react';

export const APP_NAME = 'ScreenSpace';

/** Sets the browser tab title to "<title> · ScreenSpace". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
