import { TagsInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptEntries } from './email-lists.ts';

interface Props {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
  /** The server's message for this list, already translated. */
  error?: ReactNode;
}

/**
 * One e-mail list of a branch as tags: a comma or Enter ends an entry (spec 001 section 5). An
 * entry that is not a valid e-mail address is refused: it stays in the input with a message.
 */
export function EmailListInput({ label, value, onChange, disabled, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [refused, setRefused] = useState<string[]>([]);

  const refuse = (entries: string[]) => {
    setRefused(entries);
    setSearch(entries.join(', '));
  };

  return (
    <TagsInput
      label={label}
      description={t('adminLocations.emailHint')}
      value={value}
      splitChars={[',']}
      disabled={disabled}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        setRefused([]);
      }}
      onKeyDown={(event) => {
        if ((event.key === ',' || event.key === 'Enter') && search.trim()) {
          const { refused: wrong } = acceptEntries(search.split(','));
          if (wrong.length > 0) {
            event.preventDefault();
            setRefused(wrong);
          }
        }
      }}
      onChange={(next) => {
        const { accepted, refused: wrong } = acceptEntries(next);
        if (wrong.length > 0) refuse(wrong);
        onChange(accepted);
      }}
      error={refused.length > 0 ? t('adminLocations.emailInvalid', { value: refused.join(', ') }) : error}
    />
  );
}
