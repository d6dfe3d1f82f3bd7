import { errorText } from '../api/errors';
import { LoadError } from './LoadError';

/** The parts of a failed read (a react-query result or a react-admin list context) that LoadError shows. */
export interface FailedRead {
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

/** A failed read, in the page: its title, the server's text and Retry (disabled while retrying). */
export function QueryLoadError({ title, query }: { title: string; query: FailedRead }) {
  return (
    <LoadError
      title={title}
      message={query.error ? errorText(query.error) : 'Request failed'}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
