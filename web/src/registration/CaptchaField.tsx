import '../i18n/screens/english.ts';
import { Checkbox, Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveCaptcha } from './captcha.ts';

interface Props {
  /** The solved captcha's payload; null until solved and again after it was spent or expired. */
  value: string | null;
  onChange: (payload: string | null) => void;
  error?: string | undefined;
}

/** A solved challenge is given up this long before the server would refuse it. */
const EXPIRY_MARGIN_MS = 30_000;

type Status = 'idle' | 'verifying' | 'failed';

/**
 * The captcha of spec 001 section 5: ticking the box fetches a proof-of-work challenge and solves it
 * in the browser (a second or two); the box shows verified once it is solved, and becomes unticked
 * again when the solution has expired.
 */
export function CaptchaField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const running = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      running.current?.abort();
      clearTimeout(expiry.current);
    },
    [],
  );

  useEffect(() => {
    if (value === null) clearTimeout(expiry.current);
  }, [value]);

  const verify = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('verifying');
    try {
      const solved = await solveCaptcha(controller.signal);
      if (controller.signal.aborted) return;
      if (!solved) {
        setStatus('failed');
        return;
      }
      setStatus('idle');
      onChange(solved.payload);
      clearTimeout(expiry.current);
      if (solved.expiresAt !== undefined) {
        expiry.current = setTimeout(
          () => onChange(null),
          Math.max(0, solved.expiresAt - Date.now() - EXPIRY_MARGIN_MS),
        );
      }
    } catch (failure) {
      if (controller.signal.aborted) return;
      console.warn('[captcha] verification failed', failure);
      setStatus('failed');
    }
  };

  const verified = value !== null;
  const verifying = status === 'verifying';
  const statusText = verified
    ? t('registration.captcha.verified')
    : verifying
      ? t('registration.captcha.verifying')
      : status === 'failed'
        ? t('registration.captcha.failed')
        : t('registration.captcha.hint');

  return (
    <Paper withBorder p="sm" maw={420} data-testid="captcha">
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={t('registration.captcha.label')}
          checked={verified || verifying}
          disabled={verifying || verified}
          error={error}
          onChange={(event) => {
            if (event.currentTarget.checked) void verify();
          }}
        />
        {verifying && <Loader size="sm" aria-hidden />}
      </Group>
      <Text size="sm" c={status === 'failed' ? 'red.8' : 'dimmed'} mt={4} role="status" aria-live="polite">
        {statusText}
      </Text>
    </Paper>
  );
}
