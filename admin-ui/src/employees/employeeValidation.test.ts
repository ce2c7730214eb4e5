import { describe, expect, it } from 'vitest';
import { employeeBody, EMPLOYEE_MESSAGES, validateEmployee } from './employeeValidation';

describe('employee form checks', () => {
  it('asks for at least one of e-mail, cell phone or CPF, on all three fields', () => {
    expect(validateEmployee({ name: 'Ana Souza' })).toEqual({
      email: EMPLOYEE_MESSAGES.identifierRequired,
      cellPhone: EMPLOYEE_MESSAGES.identifierRequired,
      cpf: EMPLOYEE_MESSAGES.identifierRequired,
    });
    expect(validateEmployee({ name: 'Ana Souza', cpf: '529.982.247-25' })).toEqual({});
    expect(validateEmployee({ name: 'Ana Souza', cellPhone: '+55 21 99876-5432' })).toEqual({});
  });

  it('refuses what the API would refuse, and accepts what it answered', () => {
    expect(
      validateEmployee({
        name: ' ',
        email: 'ana@',
        cellPhone: '+55 21 9987',
        cpf: '529.982.247-26',
        rg: '12.345',
        birthDate: '31/02/1990',
      }),
    ).toEqual({
      name: EMPLOYEE_MESSAGES.required,
      email: EMPLOYEE_MESSAGES.email,
      cellPhone: EMPLOYEE_MESSAGES.phone,
      cpf: 'app.validation.cpfDigits',
      rg: EMPLOYEE_MESSAGES.rg,
      birthDate: EMPLOYEE_MESSAGES.date,
    });
    // A record as the API sends it: E.164 phone, bare CPF, ISO days.
    expect(
      validateEmployee({
        name: 'Bruno Lima',
        cellPhone: '+5521998765432',
        cpf: '11144477735',
        birthDate: '1985-07-15',
        admissionDate: '2021-06-01',
      }),
    ).toEqual({});
  });

  it('sends blanks as null and leaves read-only values out', () => {
    expect(
      employeeBody({
        id: 'x',
        name: ' Ana ',
        email: '',
        cpf: '529.982.247-25',
        department: 'RH',
        organizationId: '',
        isActive: false,
        languageId: 2,
      }),
    ).toEqual({
      name: 'Ana',
      email: null,
      cellPhone: null,
      cpf: '529.982.247-25',
      rg: null,
      birthDate: null,
      admissionDate: null,
      jobTitle: null,
      organizationId: null,
      departmentId: null,
      preferredChannel: null,
      isActive: false,
      languageId: 2,
    });
  });
});
