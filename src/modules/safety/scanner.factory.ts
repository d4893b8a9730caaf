import type { Config } from '../../config.js';
import { createHostResolver } from './host-resolver.js';
import type { SafetyLogger } from './logger.js';
import { createSafetyScanner, type SafetyScanner } from './scanner.js';

type ScannerConfig = Pick<Config, 'baseUrl' | 'threatListPaths' | 'shortenerListPaths' | 'dnsServers' | 'safeBrowsingApiKey' | 'safeBrowsingUrl' | 'allowPrivateDestinations'>;

/** The scanner the configuration asks for: lists, DNS checks, and Safe Browsing when keyed. */
export function createSafetyScannerFromConfig(config: ScannerConfig, logger: SafetyLogger): SafetyScanner {
  const safeBrowsing = config.safeBrowsingApiKey
    ? { apiKey: config.safeBrowsingApiKey, ...(config.safeBrowsingUrl ? { baseUrl: config.safeBrowsingUrl } : {}) }
    : undefined;
  return createSafetyScanner({
    ownHosts: [new URL(config.baseUrl).host],
    threatListPaths: config.threatListPaths,
    shortenerListPaths: config.shortenerListPaths,
    hostResolver: createHostResolver({ servers: config.dnsServers }),
    allowPrivate: config.allowPrivateDestinations,
    ...(safeBrowsing ? { safeBrowsing } : {}),
    logger,
  });
}
