import { isIP } from 'node:net';
import { AppConfig } from '../../config/app-config';

/** A service that receives personal data, where it is reached, and whether that is abroad. */
export interface Recipient {
  service: 'file-storage' | 'mail' | 'sms' | 'whatsapp';
  host: string;
  abroad: boolean;
}

/**
 * Where personal data travels, read from the configuration (LGPD art. 33): each configured
 * recipient by host name. A host is in Brazil when it is loopback or a private address (the
 * deployment's own network), when its name ends in `.br`, or when the deployment lists it in
 * DATA_IN_BRAZIL_HOSTS (an Azure storage account in Brazil South, say: its name alone does not
 * tell the region). Any other host counts as abroad, so the record errs on the side of saying
 * so. Files on local disk and mail written to the log go nowhere.
 */
export function recipientsOf(config: AppConfig): Recipient[] {
  const urls: Array<[Recipient['service'], string | undefined]> = [
    ['file-storage', config.azureStorage && blobEndpoint(config.azureStorage.connectionString)],
    ['mail', config.smtpUrl],
    [
      'sms',
      config.messaging.sms === 'webhook'
        ? config.messaging.webhook?.url
        : config.messaging.sms === 'twilio'
          ? config.messaging.twilio?.apiUrl
          : undefined,
    ],
    [
      'whatsapp',
      config.messaging.whatsapp === 'meta'
        ? config.messaging.meta?.apiUrl
        : config.messaging.whatsapp === 'twilio'
          ? config.messaging.twilio?.apiUrl
          : undefined,
    ],
  ];
  return urls.flatMap(([service, url]) => {
    if (!url) return [];
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return [{ service, host, abroad: !inBrazil(host, config.dataInBrazilHosts) }];
  });
}

function inBrazil(host: string, declared: string[]): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.br') ||
    declared.includes(host) ||
    (isIP(host) !== 0 && /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd])/.test(host))
  );
}

/** The blob endpoint a connection string names, or the public one of its account. */
function blobEndpoint(connectionString: string): string {
  const parts = Object.fromEntries(
    connectionString
      .split(';')
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at), part.slice(at + 1)];
      }),
  );
  if (parts.BlobEndpoint) return parts.BlobEndpoint;
  const protocol = parts.DefaultEndpointsProtocol ?? 'https';
  const suffix = parts.EndpointSuffix ?? 'core.windows.net';
  return `${protocol}://${parts.AccountName}.blob.${suffix}`;
}
