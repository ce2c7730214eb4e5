import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's query client. React Query pauses every request while the browser says it is
 * offline and resumes it only on the next "online" event; that hint is unreliable (VPNs,
 * containers, a network interface that flaps), and a paused request leaves a form without its
 * inputs and no message. The dashboard talks only to the server that served it, so a request is
 * always tried: it answers, or it fails with an error the page shows.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
