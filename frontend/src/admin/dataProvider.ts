import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/** Admin API calls carry the session cookie. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/**
 * The back office's data: ra-data-simple-rest on /api/admin. List endpoints
 * must send a Content-Range header. Later issues add the resources.
 */
export const dataProvider: DataProvider = simpleRestProvider('/api/admin', httpClient);
