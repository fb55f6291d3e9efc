import type { AutocompleteProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { Autocomplete } from './deferred-inputs.tsx';

/** The picker's times: every 15 minutes of the day (spec 000 section 5). */
export const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  return `${hours}:${String((index % 4) * 15).padStart(2, '0')}`;
});

/**
 * What a typed time becomes: only digits and the colon are kept, at most 5 characters, and four
 * digits ("0800") become "08:00" at once.
 */
export function typedTime(text: string): string {
  const kept = text.replace(/[^\d:]/g, '');
  return /^\d{4,}$/.test(kept) ? `${kept.slice(0, 2)}:${kept.slice(2, 4)}` : kept.slice(0, 5);
}

/** A time completed on leaving the field: "8" and "800" are "08:00", "8:5" is "08:05". */
export function completedTime(text: string): string {
  const typed = typedTime(text);
  const [hours = '', minutes = ''] = typed.includes(':')
    ? typed.split(':')
    : [typed.slice(0, -2) || typed, typed.length > 2 ? typed.slice(-2) : ''];
  if (!/^\d{1,2}$/.test(hours) || !/^\d{0,2}$/.test(minutes)) return typed;
  const time = `${hours.padStart(2, '0')}:${(minutes || '0').padStart(2, '0')}`;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : typed;
}

type Props = Omit<AutocompleteProps, 'data' | 'onChange' | 'value'> & {
  value?: string | null | undefined;
  onChange?: (value: string) => void;
};

/**
 * A 24-hour time HH:MM whatever the browser's locale: typed ("0800" works) or picked from the
 * quarter hours that match what was typed.
 */
export function TimeField({ value, onChange, onBlur, ...props }: Props) {
  return (
    <Autocomplete
      {...props}
      value={value ?? ''}
      data={QUARTER_HOURS}
      limit={96}
      maxLength={5}
      inputMode="numeric"
      autoComplete="off"
      placeholder={props.placeholder ?? 'HH:MM'}
      onChange={(next) => onChange?.(typedTime(next))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const completed = completedTime(event.currentTarget.value);
        if (completed !== (value ?? '')) onChange?.(completed);
        onBlur?.(event);
      }}
    />
  );
}
