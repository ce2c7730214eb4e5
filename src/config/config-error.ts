/** A bad environment: the message names the variable, and the process stops with it. */
export class ConfigError extends Error {}
