import { useCallback, useEffect, useState } from 'react';
import { privacyApi, type MyPrivacyRequest, type PersonalData } from '../api/privacy';

/** Enough for anyone's requests; the page says when there are more. */
export const REQUESTS_PAGE_SIZE = 50;

export interface PrivacyState {
  data: PersonalData | null;
  requests: MyPrivacyRequest[];
  requestsTotal: number;
  failed: boolean;
  /** Reads both again: after a request, what is held may have changed (a withdrawn consent). */
  reload: () => void;
}

/** What is held about the signed-in person, and their requests, read together. */
export function usePrivacy(): PrivacyState {
  const [data, setData] = useState<PersonalData | null>(null);
  const [requests, setRequests] = useState<MyPrivacyRequest[]>([]);
  const [requestsTotal, setRequestsTotal] = useState(0);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    setFailed(false);
    Promise.all([privacyApi.data(), privacyApi.requests(1, REQUESTS_PAGE_SIZE)]).then(
      ([held, page]) => {
        setData(held);
        setRequests(page.items);
        setRequestsTotal(page.total);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(reload, [reload]);

  return { data, requests, requestsTotal, failed, reload };
}
