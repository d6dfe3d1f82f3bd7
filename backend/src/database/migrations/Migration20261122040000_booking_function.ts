import { Migration } from '@mikro-orm/migrations';

/**
 * book_display_dates: the capacity check and the inserts of one booking request
 * as ONE call, so the display row lock is held for microseconds instead of
 * several client round trips (100 racing requests queue on it). Each statement
 * in a volatile plpgsql function takes a fresh snapshot, so once the lock is
 * granted the sum sees every booking committed by the previous lock holder.
 * Returns rows of kind 'missing' (display not bookable), 'past' (dates before
 * today in the display's zone), 'full' (dates over capacity, with the hours
 * left) or 'booked' (the new booking ids) — nothing is inserted unless all fit.
 */
export const BOOK_DISPLAY_DATES_V1 = `create function book_display_dates(
        p_display_id integer, p_tenant_id integer, p_creative_id integer, p_dates date[],
        p_hours integer, p_group_id uuid, p_now timestamptz)
      returns table (kind text, booking_id integer, booking_date date, free_hours integer)
      language plpgsql volatile as $fn$
    declare
      v_capacity integer;
      v_price numeric(10,2);
      v_today date;
    begin
      select split_part(d.end_time, ':', 1)::integer - split_part(d.start_time, ':', 1)::integer,
             d.price_per_hour, (p_now at time zone d.time_zone)::date
        into v_capacity, v_price, v_today
        from displays d
       where d.id = p_display_id and d.status = 'approved' and d.deleted_at is null
         for update;
      if not found then
        return query select 'missing'::text, null::integer, null::date, null::integer;
        return;
      end if;

      return query select 'past'::text, null::integer, w.d, null::integer
        from unnest(p_dates) as w(d) where w.d < v_today order by w.d;
      if found then return; end if;

      return query
        select 'full'::text, null::integer, w.d, greatest(v_capacity - coalesce(s.sold, 0), 0)::integer
          from unnest(p_dates) as w(d)
          left join (select b.booking_date, sum(b.hours_booked)::integer as sold
                       from bookings b
                      where b.display_id = p_display_id and b.booking_date = any(p_dates)
                        and b.status in ('pending', 'confirmed')
                      group by b.booking_date) s on s.booking_date = w.d
         where coalesce(s.sold, 0) + p_hours > v_capacity
         order by w.d;
      if found then return; end if;

      return query
        insert into bookings as b (group_id, display_id, tenant_id, ad_creative_id, booking_date, hours_booked,
                                   price_per_hour, total_price, status, created_at, updated_at)
        select p_group_id, p_display_id, p_tenant_id, p_creative_id, w.d, p_hours,
               v_price, v_price * p_hours, 'pending', p_now, p_now
          from unnest(p_dates) as w(d)
        returning 'booked'::text, b.id, b.booking_date, null::integer;
    end
    $fn$`;

export class Migration20261122040000_booking_function extends Migration {
  async up(): Promise<void> {
    this.addSql(BOOK_DISPLAY_DATES_V1);
  }

  async down(): Promise<void> {
    this.addSql('drop function book_display_dates(integer, integer, integer, date[], integer, uuid, timestamptz)');
  }
}
