// Shared with the portal; kept here so the content feature's imports stay short.
export * from '../../lib/format/dates';
