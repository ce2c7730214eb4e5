/** A file chosen in react-admin's ImageInput/FileInput. */
interface ChosenFile {
  rawFile?: File;
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' && value !== null && 'rawFile' in value;

/** What the API answers but never takes back. */
const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt', 'planName', 'subscriptionExpired']);
const isReadOnly = (key: string) => READ_ONLY.has(key) || key.endsWith('Url');

/**
 * A record as multipart form fields. The upload goes under `fileField` only when a new file was
 * chosen; read-only values the API sends back (`id`, `logoUrl`...) are left out, and `null`
 * becomes an empty field so that a cleared value is cleared on the server too.
 */
export function toFormData(data: Record<string, unknown>, fileField: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (key === fileField) {
      const file = isChosenFile(value) ? value.rawFile : value instanceof File ? value : undefined;
      if (file) form.append(fileField, file, file.name);
      continue;
    }
    if (value === undefined || isReadOnly(key)) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(key, String(item)));
    else if (value instanceof Date) form.append(key, value.toISOString());
    else if (value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}
