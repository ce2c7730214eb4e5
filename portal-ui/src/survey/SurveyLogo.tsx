import { useEffect, useState } from 'react';
import { bearerToken } from '../api/session';
import type { SurveyAccess, SurveyDetail } from '../api/survey';

/**
 * The company's logo above its survey. The API gives it only to whoever may open the survey, so
 * it is fetched with the survey's own credential and shown from memory; without a logo, or if
 * it cannot be read, the company's name stands alone.
 */
export function SurveyLogo({
  company,
  access,
}: {
  company: SurveyDetail['company'];
  access: SurveyAccess;
}) {
  const [source, setSource] = useState<string | null>(null);
  const url = company?.logoUrl;
  const token = access.kind === 'token' ? access.token : null;
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const bearer = token ?? bearerToken(url.replace(/^\/api/, ''));
    void fetch(url, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  if (!company) return null;
  return (
    <p className="survey-company">
      {source && <img src={source} alt="" className="survey-logo" />}
      <span>{company.name}</span>
    </p>
  );
}
