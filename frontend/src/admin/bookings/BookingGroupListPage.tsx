import { List, Pagination, type SortPayload } from 'react-admin';
import type { ReactNode } from 'react';
import type { BookingGroup } from '../../api/bookings';
import { PageHeader } from '../../components/PageHeader';
import { ListLoadError } from './ListLoadError';
import { BOOKING_LIST_QUERY_OPTIONS } from './resources';

interface BookingGroupListPageProps {
  title: string;
  subtitle: string;
  resource: string;
  /** The fixed status filter, e.g. `{ status: 'pending' }`. */
  filter: { status: string };
  sort: SortPayload;
  /** Shown when no group matches. */
  empty: ReactNode;
  /** The title of a failed read. */
  errorTitle: string;
  /** The cards (they read the react-admin list context). */
  children: ReactNode;
}

/** A back-office booking page: header, then a polled, paginated react-admin List of booking groups. */
export function BookingGroupListPage({ title, subtitle, resource, filter, sort, empty, errorTitle, children }: BookingGroupListPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <List<BookingGroup>
        resource={resource}
        filter={filter}
        sort={sort}
        perPage={10}
        title={false}
        actions={false}
        component="div"
        sx={{ '& .RaList-noActions': { mt: 0 } }}
        queryOptions={BOOKING_LIST_QUERY_OPTIONS}
        empty={empty}
        error={<ListLoadError title={errorTitle} />}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      >
        {children}
      </List>
    </>
  );
}
