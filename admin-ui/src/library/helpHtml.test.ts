import { cleanRichText } from '@shared/rich-text';
import { describe, expect, it } from 'vitest';

describe('question help shown in the dashboard', () => {
  it('keeps formatting and web links, and drops scripts, handlers and other schemes', () => {
    expect(
      cleanRichText(
        '<p onclick="x()">Pelo menos <strong>3 dias</strong><script>alert(1)</script></p>' +
          '<ul><li><a href="https://example.com" style="color:red">Lei</a></li>' +
          '<li><a href="javascript:alert(1)">x</a></li></ul><h1>Título</h1><img src=x onerror=y>',
      ),
    ).toBe(
      '<p>Pelo menos <strong>3 dias</strong></p>' +
        '<ul><li><a href="https://example.com" target="_blank" rel="noopener noreferrer">Lei</a></li>' +
        '<li><a>x</a></li></ul>Título',
    );
    expect(cleanRichText(null)).toBe('');
  });
});
