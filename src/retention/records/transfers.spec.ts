import { loadConfig } from '../../config/app-config';
import { recipientsOf } from './transfers';

const base = { NODE_ENV: 'test' };

describe('international transfers read from the configuration', () => {
  it('names none when files stay on disk and mail is logged', () => {
    expect(recipientsOf(loadConfig(base))).toEqual([]);
  });

  it('counts a host abroad unless it is local, Brazilian or declared in Brazil', () => {
    const config = loadConfig({
      ...base,
      AZURE_STORAGE_CONNECTION_STRING:
        'DefaultEndpointsProtocol=https;AccountName=diversitera;AccountKey=a2V5;EndpointSuffix=core.windows.net',
      AZURE_STORAGE_CONTAINER: 'files',
      SMTP_URL: 'smtp://user:pass@smtp.example.com.br:587',
      SMS_WEBHOOK_URL: 'http://10.0.0.5:8080/sms',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_WHATSAPP_FROM: '+5511999990000',
    });
    expect(recipientsOf(config)).toEqual([
      { service: 'file-storage', host: 'diversitera.blob.core.windows.net', abroad: true },
      { service: 'mail', host: 'smtp.example.com.br', abroad: false },
      { service: 'sms', host: '10.0.0.5', abroad: false },
      { service: 'whatsapp', host: 'api.twilio.com', abroad: true },
    ]);
    const declared = loadConfig({
      ...base,
      AZURE_STORAGE_CONNECTION_STRING:
        'BlobEndpoint=https://conta.blob.core.windows.net;SharedAccessSignature=sv=1',
      AZURE_STORAGE_CONTAINER: 'files',
      DATA_IN_BRAZIL_HOSTS: 'Conta.blob.core.windows.net, outra.example.com',
    });
    expect(recipientsOf(declared)).toEqual([
      { service: 'file-storage', host: 'conta.blob.core.windows.net', abroad: false },
    ]);
  });
});
