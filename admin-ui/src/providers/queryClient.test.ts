import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

describe('the dashboard query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('still asks the server while the browser says it is offline', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const plans = await client.fetchQuery({
      queryKey: ['plan'],
      queryFn: async () => ['Essencial'],
    });
    expect(plans).toEqual(['Essencial']);
  });

  it('still sends a change while the browser says it is offline', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const saved = await client
      .getMutationCache()
      .build(client, { mutationFn: async (name: string) => `saved ${name}` })
      .execute('Inclusão Total');
    expect(saved).toBe('saved Inclusão Total');
  });
});
