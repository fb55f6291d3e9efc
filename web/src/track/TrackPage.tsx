import { type FormEvent, useEffect, useState } from 'react';
import { type Language, languageNames, languages } from '../i18n/language.ts';
import { trackMessages } from '../i18n/track/index.ts';
import { Logo } from '../shell/Logo.tsx';
import { TrackingResult } from './TrackingResult.tsx';
import { isShipmentNumber, type TrackingOutcome, trackShipment } from './tracking-client.ts';

interface FieldErrors {
  shipmentNumber?: boolean;
  zipCode?: boolean;
}

/**
 * The consignees' tracking page: shipment number and the delivery address's zip code in, the
 * status timeline out. One message for every "no": the page cannot tell an unknown number from a
 * wrong zip code, and does not try.
 */
export function TrackPage({
  initialNumber,
  initialLanguage,
  onLanguageChange,
}: {
  initialNumber: string;
  initialLanguage: Language;
  onLanguageChange: (language: Language) => void;
}) {
  const [language, setLanguage] = useState(initialLanguage);
  const [shipmentNumber, setShipmentNumber] = useState(initialNumber);
  const [zipCode, setZipCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TrackingOutcome>();
  const text = trackMessages[language];

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${text.title} · ${text.appName}`;
  }, [language, text]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      ...(isShipmentNumber(shipmentNumber) ? {} : { shipmentNumber: true }),
      ...(zipCode.trim() ? {} : { zipCode: true }),
    };
    setErrors(found);
    if (found.shipmentNumber || found.zipCode) return;
    // The number may stay in the address for a reload; the zip code never goes there.
    const url = new URL(window.location.href);
    url.searchParams.set('number', shipmentNumber.trim());
    window.history.replaceState(null, '', url);
    setBusy(true);
    setOutcome(await trackShipment({ shipmentNumber, zipCode }, language));
    setBusy(false);
  };

  const message =
    outcome?.kind === 'not-found'
      ? text.notFound
      : outcome?.kind === 'limited'
        ? text.limited
        : outcome?.kind === 'invalid'
          ? text.numberInvalid
          : outcome?.kind === 'failed'
            ? text.failed
            : undefined;

  return (
    <>
      <header className="bar">
        <span className="brand">
          <Logo /> {text.appName}
        </span>
        <label className="language">
          {text.language}{' '}
          <select
            value={language}
            onChange={(event) => {
              const next = event.target.value as Language;
              setLanguage(next);
              onLanguageChange(next);
            }}
          >
            {languages.map((option) => (
              <option key={option} value={option} lang={option}>
                {languageNames[option]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main>
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
        <form onSubmit={submit} noValidate>
          <label htmlFor="track-number">{text.shipmentNumber}</label>
          <input
            id="track-number"
            name="shipmentNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            value={shipmentNumber}
            onChange={(event) => setShipmentNumber(event.target.value)}
            aria-invalid={errors.shipmentNumber || undefined}
            aria-describedby={errors.shipmentNumber ? 'track-number-error' : undefined}
          />
          {errors.shipmentNumber && (
            <p id="track-number-error" className="field-error">
              {text.numberInvalid}
            </p>
          )}
          <label htmlFor="track-zip">{text.zipCode}</label>
          <input
            id="track-zip"
            name="zipCode"
            autoComplete="postal-code"
            maxLength={20}
            value={zipCode}
            onChange={(event) => setZipCode(event.target.value)}
            aria-invalid={errors.zipCode || undefined}
            aria-describedby={errors.zipCode ? 'track-zip-error' : undefined}
          />
          {errors.zipCode && (
            <p id="track-zip-error" className="field-error">
              {text.zipRequired}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {busy ? text.searching : text.submit}
          </button>
        </form>
        <div aria-live="polite">
          {message && (
            <p className="notice" role="status" data-outcome={outcome?.kind}>
              {message}
            </p>
          )}
          {outcome?.kind === 'found' && (
            <TrackingResult tracking={outcome.tracking} text={text} language={language} />
          )}
        </div>
      </main>
    </>
  );
}
