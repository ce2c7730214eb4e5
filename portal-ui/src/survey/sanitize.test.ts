import { cleanRichText } from '@shared/rich-text';
import { describe, expect, it } from 'vitest';

describe('help HTML allowlist', () => {
  it('keeps formatting and safe links', () => {
    expect(
      cleanRichText('<p>Veja o <strong>IBGE</strong> <a href="https://ibge.gov.br">aqui</a></p>'),
    ).toBe(
      '<p>Veja o <strong>IBGE</strong> <a href="https://ibge.gov.br" target="_blank" rel="noopener noreferrer">aqui</a></p>',
    );
  });

  it('drops scripts, handlers, styles and unsafe links', () => {
    const clean = cleanRichText(
      '<p onclick="x()" style="color:red">Oi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">link</a><div><em>texto</em></div>',
    );
    expect(clean).toBe('<p>Oi</p><a>link</a><em>texto</em>');
  });
});
