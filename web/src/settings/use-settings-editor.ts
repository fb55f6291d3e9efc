import '../i18n/screens/english.ts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PersonalSettingName,
  personalSettingNameSchema,
} from '../../../contracts/masterdata/settings.ts';
import { ApiError } from '../api/client.ts';
import { personalSettingsQuery, useSaveSettings } from '../api/settings.ts';
import { publishError } from '../errors/backend-errors.ts';
import { notifySaved } from '../errors/notify.ts';
import { useFieldErrorText } from '../forms/field-error.ts';
import {
  checkSetting,
  type SettingChange,
  type SettingValues,
  settingErrorKey,
  settingValues,
} from './settings-rules.ts';

export interface SettingsEditor {
  values: SettingValues;
  /** The field error of a setting or of a path inside it, in the UI language. */
  errorOf: (key: string) => ReactNode;
  /** Checks the changes in the browser and, when all pass, saves them at once. */
  save: (...changes: SettingChange[]) => void;
}

const belongsTo = (key: string, name: string) => key === name || key.startsWith(`${name}[`);

/**
 * The settings screen saves every change immediately: the contract's schema checks it first, the
 * server's field errors land on the field, anything else goes to the global error dialog.
 */
export function useSettingsEditor(): SettingsEditor {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(personalSettingsQuery());
  const values = useMemo(() => settingValues(data), [data]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveSettings = useSaveSettings();
  const errorText = useFieldErrorText();

  const replaceErrors = (names: readonly string[], found: Record<string, string>) =>
    setErrors((current) => ({
      ...Object.fromEntries(
        Object.entries(current).filter(([key]) => !names.some((name) => belongsTo(key, name))),
      ),
      ...found,
    }));

  const save = (...changes: SettingChange[]) => {
    const names = changes.map((change) => change.name);
    const found: Record<string, string> = {};
    const checked: SettingChange[] = [];
    for (const change of changes) {
      const result = checkSetting(change.name, change.value);
      if (result.ok) checked.push({ name: change.name, value: result.value });
      else Object.assign(found, result.errors);
    }
    replaceErrors(names, found);
    if (Object.keys(found).length > 0 || checked.length === 0) return;
    saveSettings.mutate(checked, {
      onSuccess: () => notifySaved(t('settings.saved')),
      onError: (error) => {
        const name = refusedSetting(error);
        const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
        if (!name || fieldErrors.length === 0) return publishError(error);
        replaceErrors(
          [name],
          Object.fromEntries(
            fieldErrors.map((fieldError) => [
              settingErrorKey(name, fieldError.field),
              fieldError.defaultMessage,
            ]),
          ),
        );
      },
    });
  };

  return { values, errorOf: (key) => (errors[key] === undefined ? undefined : errorText(errors[key])), save };
}

/** The setting a refused PUT /api/settings/{name} was about, from the problem's instance path. */
function refusedSetting(error: unknown): PersonalSettingName | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = personalSettingNameSchema.safeParse(error.problem.instance?.split('/').pop());
  return parsed.success ? parsed.data : undefined;
}
