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
