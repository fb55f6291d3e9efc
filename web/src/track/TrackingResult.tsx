import { journeyReasonName, journeyStatusName } from '../../../contracts/shipment/journey-values.ts';
import type { Tracking } from '../../../contracts/shipment/tracking.ts';
import { formatDate, formatInstant } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';
import { fill, type TrackMessages } from '../i18n/track/index.ts';

/** The delivery time as a range, an open end or nothing. */
function deliveryTime(delivery: Tracking['delivery'], text: TrackMessages): string | undefined {
  const { timeFrom: from, timeUntil: until } = delivery;
  if (from && until) return fill(text.timeRange, { from, until });
  if (from) return fill(text.timeFrom, { from });
  if (until) return fill(text.timeUntil, { until });
  return undefined;
}

/** What a consignee learns of a shipment: its status, the steps so far, the branch and the delivery. */
export function TrackingResult({
  tracking,
  text,
  language,
}: {
  tracking: Tracking;
  text: TrackMessages;
  language: Language;
}) {
  const time = deliveryTime(tracking.delivery, text);
  return (
    <section className="result" aria-labelledby="track-result-heading" data-testid="tracking-result">
      <h2 id="track-result-heading">{fill(text.result, { number: tracking.shipmentNumber })}</h2>
      <p className="current">
        <span>{text.currentState}</span>{' '}
        <strong data-state={tracking.state}>{text.state[tracking.state]}</strong>
      </p>
      <p className="hint">{text.stateHint[tracking.state]}</p>
      {tracking.journey.current && (
        <p className="current">
          <span>{text.journeyCurrent}</span>{' '}
          <strong
            data-journey-status={tracking.journey.current.status}
            className={tracking.journey.current.exception ? 'exception' : undefined}
          >
            {journeyStatusName(tracking.journey.current.status, language)}
          </strong>
          <DeliveredPackages journey={tracking.journey} text={text} language={language} />
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>{text.branch}</dt>
          <dd>
            {tracking.branch ? `${tracking.branch.name} (${tracking.branch.abbreviation})` : text.notYetKnown}
          </dd>
        </div>
        <div>
          <dt>{text.deliveryDate}</dt>
          <dd>{tracking.delivery.date ? formatDate(tracking.delivery.date, language) : text.notYetKnown}</dd>
        </div>
        {time && (
          <div>
            <dt>{text.deliveryWindow}</dt>
            <dd>{time}</dd>
          </div>
        )}
      </dl>
      <JourneySteps journey={tracking.journey} text={text} language={language} />
      <h3>{text.timeline}</h3>
      <ol className="timeline" aria-label={text.timeline}>
        {tracking.timeline.map((step, index) => (
          <li
            key={`${step.state}-${step.at}`}
            aria-current={index === tracking.timeline.length - 1 ? 'step' : undefined}
            data-state={step.state}
          >
            <span className="step">{text.state[step.state]}</span>{' '}
            <time dateTime={step.at}>{formatInstant(step.at, language)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where a status happened, as a consignee sees it: branch, country and city. */
function placeOf(place: Tracking['journey']['statuses'][number]['place']): string {
  if (!place) return '';
  return [place.branch, [place.country, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The journey after commissioning, newest first: what, when, where and why. */
function JourneySteps({
  journey,
  text,
  language,
}: {
  journey: Tracking['journey'];
  text: TrackMessages;
  language: Language;
}) {
  if (journey.statuses.length === 0) return null;
  return (
    <>
      <h3>{text.journey}</h3>
      <ol className="timeline journey" aria-label={text.journey}>
        {journey.statuses.map((step) => (
          <li
            key={`${step.status}-${step.occurredAt}`}
            data-journey-status={step.status}
            className={step.exception ? 'exception' : undefined}
          >
            <span className="step">{journeyStatusName(step.status, language)}</span>{' '}
            <time dateTime={step.occurredAt}>{formatInstant(step.occurredAt, language)}</time>
            {step.place && <span className="place"> · {placeOf(step.place)}</span>}
            {step.reason && <span className="reason"> · {journeyReasonName(step.reason, language)}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** "delivered on <date>, <n> packages" when the current status is a delivery with a count; never who took it in. */
function DeliveredPackages({
  journey,
  text,
  language,
}: {
  journey: Tracking['journey'];
  text: TrackMessages;
  language: Language;
}) {
  const current = journey.current;
  if (current?.status !== 'DELIVERED') return null;
  const step = journey.statuses.find(
    (entry) =>
      entry.status === 'DELIVERED' && entry.occurredAt === current.occurredAt && entry.packages !== undefined,
  );
  if (step?.packages === undefined) return null;
  return (
    <span className="delivered-packages" data-packages={step.packages}>
      {' '}
      (
      {fill(text.deliveredPackages, {
        date: formatInstant(step.occurredAt, language),
        packages: String(step.packages),
      })}
      )
    </span>
  );
}
