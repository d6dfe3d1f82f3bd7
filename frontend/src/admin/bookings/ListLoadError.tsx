import { useListContext } from 'react-admin';
import { errorText } from '../../api/errors';
import { LoadError } from '../../components/LoadError';

/** A failed booking-groups read, in the page, with Retry (react-admin List `error`). */
export function ListLoadError({ title }: { title: string }) {
  const { error, refetch, isFetching } = useListContext();
  return (
    <LoadError
      title={title}
      message={error ? errorText(error) : 'Request failed'}
      onRetry={() => void refetch()}
      retrying={isFetching}
    />
  );
}
