/** Two phones, one game: the link, the protocol, and its host and guest sides (pure). */
export * from './link';
export * from './protocol';
export * from './port';
export * from './host';
export * from './guest';
export * from './fair';
