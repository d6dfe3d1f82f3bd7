import { useListContext } from 'react-admin';
import { QueryLoadError } from '../../components/QueryLoadError';

/** A failed booking-groups read, in the page, with Retry (react-admin List `error`). */
export function ListLoadError({ title }: { title: string }) {
  return <QueryLoadError title={title} query={useListContext()} />;
}
