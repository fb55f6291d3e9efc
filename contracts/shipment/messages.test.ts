import { describe, expect, it } from 'vitest';
import { messageKeys, shipmentErrorCodes, shipmentMessages } from './messages.ts';

describe('shipment messages', () => {
  const own = [...Object.values(messageKeys), ...Object.values(shipmentErrorCodes)].filter(
    // The API's own catalogue holds the generic keys.
    (key) => key !== 'field.required' && key !== 'field.invalid',
  );

  it.each(Object.keys(shipmentMessages) as (keyof typeof shipmentMessages)[])(
    'has a %s text for every key and nothing else',
    (language) => {
      expect(Object.keys(shipmentMessages[language]).sort()).toEqual([...own].sort());
    },
  );
});
