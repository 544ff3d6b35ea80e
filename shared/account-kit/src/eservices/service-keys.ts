/**
 * The services' query keys. The badge's count sits under the list's key, so whatever refreshes the list (an answer,
 * a request sent) refreshes the count too; a module of its own so the badge imports no more than these.
 */
export const serviceRequestsKey = ['account', 'services'] as const;
export const serviceRequestKey = (id: number) => [...serviceRequestsKey, id] as const;
export const servicesAwaitingKey = [...serviceRequestsKey, 'awaiting'] as const;
