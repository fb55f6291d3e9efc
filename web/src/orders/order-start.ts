import type { QueryClient } from '@tanstack/react-query';
import { currencyConfigsQuery } from '../api/currencies.ts';
import { holidaysQuery } from '../api/holidays.ts';
import {
  addressSearchQuery,
  cargoTemplatesQuery,
  countriesQuery,
  defaultCargoTemplateQuery,
  defaultInvoiceRecipientQuery,
  incotermsQuery,
  notificationCodesQuery,
  packagingCodesQuery,
  zipCodeCountriesQuery,
} from '../api/order-reference.ts';
import { orderRulesQuery } from '../api/order-rules.ts';
import { personalSettingsQuery } from '../api/settings.ts';
import { currentUserQuery } from '../api/user.ts';
import { getSession } from '../auth/session.ts';
import { currentLanguage } from '../i18n/index.ts';
import { defaultRecipientCustomer } from './invoice-recipient-rules.ts';
import { emptyOrder } from './order-values.ts';

/** The address book types the sender's and the consignee's dropdowns offer. */
export const SENDER_TYPES = 'SENDER,LOADING_SITE,NEUTRAL';
export const CONSIGNEE_TYPES = 'CONSIGNEE';

/**
 * The answers a new order's form starts with, asked for as soon as `/shipments/create` is entered
 * (or its link is pointed at), beside the form's own JavaScript, with the very queries (keys and
 * options) its cards ask: the user's defaults, settings and rules, and the reference lists of its
 * dropdowns (docs/decisions/0164). The form does not wait for them: what is there when a card
 * renders, it renders with; what comes later arrives as before. A failed answer is asked for again
 * by the card that needs it (the query's own retry rules). The default sender and consignee are
 * asked for by the route itself, before this module is there (docs/decisions/0207).
 */
export function prefetchOrderStart(queryClient: QueryClient): void {
  const empty = emptyOrder();
  const language = currentLanguage();
  const subject = getSession().user?.profile.sub ?? '';
  const countries = [
    ...new Set([empty.sender.country, empty.consignee.country].filter((country) => !!country)),
  ] as string[];
  const answers = [
    queryClient.prefetchQuery(personalSettingsQuery()),
    queryClient.prefetchQuery(orderRulesQuery()),
    queryClient.prefetchQuery(notificationCodesQuery()),
    queryClient.prefetchQuery(defaultCargoTemplateQuery()),
    queryClient.prefetchQuery(defaultInvoiceRecipientQuery(defaultRecipientCustomer(empty))),
    ...(subject ? [queryClient.prefetchQuery(currentUserQuery(subject))] : []),
    queryClient.prefetchInfiniteQuery(addressSearchQuery('', SENDER_TYPES)),
    queryClient.prefetchInfiniteQuery(addressSearchQuery('', CONSIGNEE_TYPES)),
    queryClient.prefetchQuery(countriesQuery()),
    queryClient.prefetchQuery(zipCodeCountriesQuery()),
    queryClient.prefetchQuery(incotermsQuery()),
    queryClient.prefetchQuery(currencyConfigsQuery()),
    queryClient.prefetchQuery(packagingCodesQuery()),
    queryClient.prefetchQuery(cargoTemplatesQuery('')),
    ...countries.map((country) => queryClient.prefetchQuery(holidaysQuery(country, language))),
  ];
  // prefetchQuery never rejects; the answers land in the cache.
  void Promise.all(answers);
}
