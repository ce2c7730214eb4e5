import { createHmac, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1, keyed by the auth token, of the URL Twilio
 * called followed by each POST parameter's name and value, parameters sorted by name.
 */
export function twilioSignature(authToken: string, url: string, form: URLSearchParams): string {
  const names = [...new Set(form.keys())].sort();
  const data = names
    .map((name) =>
      form
        .getAll(name)
        .sort()
        .map((value) => name + value)
        .join(''),
    )
    .join('');
  return createHmac('sha1', authToken)
    .update(url + data, 'utf8')
    .digest('base64');
}

export function isTwilioSigned(
  authToken: string,
  url: string,
  form: URLSearchParams,
  signature: string | undefined,
): boolean {
  return !!signature && sameText(twilioSignature(authToken, url, form), signature);
}

/** Meta's X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw body, keyed by the app secret. */
export function metaSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

export function isMetaSigned(
  appSecret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  return !!signature && sameText(metaSignature(appSecret, rawBody), signature);
}

/** The generic gateway calls back with the secret it is sent with: a bearer token. */
export function isBearer(secret: string, authorization: string | undefined): boolean {
  return !!authorization && sameText(`Bearer ${secret}`, authorization);
}
