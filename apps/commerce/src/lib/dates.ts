/** WPGraphQL's date format: site time without zone, "2024-05-01T10:00:00". The store runs on UTC. */
export const wpDate = (date: Date): string => date.toISOString().slice(0, 19);
