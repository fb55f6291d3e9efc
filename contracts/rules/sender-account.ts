/**
 * A sender that names no customer number is shipped on the account of the ordering customer and
 * carries that customer's number (docs/decisions/0210). The order form takes the number from the
 * address book; order files and API clients often leave it out, and the list's "Customer number"
 * reads the same for every door. Orders stored before the rule read the same way where they are
 * folded into a shipment's state or its list row.
 */
export function onCustomersAccount<T extends { sender: { customerId?: string | undefined } }>(
  order: T,
  emonsCustomerId: string,
): T {
  if (order.sender.customerId) return order;
  return { ...order, sender: { ...order.sender, customerId: emonsCustomerId } };
}
