/**
 * A sender that names no customer number is shipped on the account of the ordering customer: the
 * list's "Customer number" shows that customer's number (docs/decisions/0210), whichever door the
 * order came through. The stored order keeps its sender as sent.
 */
export function onCustomersAccount<T extends { sender: { customerId?: string | undefined } }>(
  order: T,
  emonsCustomerId: string,
): T {
  if (order.sender.customerId) return order;
  return { ...order, sender: { ...order.sender, customerId: emonsCustomerId } };
}
