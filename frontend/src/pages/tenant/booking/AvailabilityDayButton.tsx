import { useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import { freeHoursText, useDayAvailability } from './dayAvailability';

/**
 * A calendar day (react-day-picker's DayButton, same focus handling) with the
 * hours still free that day in small print under the number. The text is
 * hidden from screen readers: the button's label says it in words.
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
      <span className="day-free" aria-hidden>
        {free || '\u00a0'}
      </span>
    </button>
  );
}
