import { Text } from '@mantine/core';

/** A flag in a list cell: a check mark and "yes", or "no" (spec 000 section 2, Ja or Nein). */
export function YesNoMark({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <Text span fz="sm" fw={600}>
      <span aria-hidden="true">✓ </span>
      {yes}
    </Text>
  ) : (
    <Text span fz="sm">
      {no}
    </Text>
  );
}
