import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyLogo } from './SurveyLogo';

describe('the company’s logo above a survey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read with the survey’s own token and shown beside the company’s name', async () => {
    const fetchLogo = vi.fn(async () => ({ ok: true, blob: async () => new Blob(['png']) }));
    vi.stubGlobal('fetch', fetchLogo);
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    const { container } = render(
      <SurveyLogo
        company={{ name: 'Aurora Tecidos', logoUrl: '/api/survey/s1/logo?v=a.png' }}
        access={{ kind: 'token', token: 'survey-token', visit: true }}
      />,
    );
    screen.getByText('Aurora Tecidos');
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:logo'),
    );
    expect(fetchLogo).toHaveBeenCalledWith('/api/survey/s1/logo?v=a.png', {
      headers: { Authorization: 'Bearer survey-token' },
    });
  });

  it('leaves the name alone when the company has no logo', () => {
    const fetchLogo = vi.fn();
    vi.stubGlobal('fetch', fetchLogo);
    const { container } = render(
      <SurveyLogo
        company={{ name: 'Aurora Tecidos', logoUrl: null }}
        access={{ kind: 'session' }}
      />,
    );
    screen.getByText('Aurora Tecidos');
    expect(container.querySelector('img')).toBeNull();
    expect(fetchLogo).not.toHaveBeenCalled();
  });
});
