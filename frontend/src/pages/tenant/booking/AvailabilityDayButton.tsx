import { useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import { freeHoursText, useDayAvailability } from './dayAvailability';

/**
 * A calendar day (react-day-picker's DayButton, same focus handling) with the
 * hours still free that day in small print under the number ("5h", "Full").
 * The button's name (dayLabel) holds that same text and says it in words too.
 */
export function AvailabilityDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const availability = useDayAvailability();
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const free = freeHoursText(day.isoDate, availability);
  return (
    <button ref={ref} {...buttonProps}>
      <span className="day-number">{children}</span>
      {/* Drawn from data-free by CSS: the button's visible text stays the day's number, which its name starts with. */}
      <span className="day-free" aria-hidden data-free={free || '\u00a0'} />
    </button>
  );
}
