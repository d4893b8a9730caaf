/** The slice of a pino-style logger the safety module writes to. */
export interface SafetyLogger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** Logger used when the caller passes none: the module stays silent. */
export const silentLogger: SafetyLogger = {
  warn: () => {},
  info: () => {},
};
