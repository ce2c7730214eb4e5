import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../common/database/errors';
import { conflict } from '../common/http/app-exceptions';
import { Tx, TransactionRunner } from '../common/tx/transaction-runner';
import { FileStorage } from '../common/storage/storage';
import { requireImage } from '../common/upload/image';
import { UploadedFile } from '../common/upload/multipart';
import { normalizeCnpj } from '../common/validation/brazil';
import { ReferenceService } from '../reference/reference.service';
import { CompanyAboutBodyDto } from '../company/company.dto';
import { Company } from '../company/company.entity';
import { CompanyRepository } from '../company/company.repository';

/** The profile part of a company, kept the same way by its administrator and the platform owner. */
@Injectable()
export class CompanyProfileService {
  private readonly logger = new Logger(CompanyProfileService.name);

  constructor(
    private readonly companies: CompanyRepository,
    private readonly references: ReferenceService,
    private readonly storage: FileStorage,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Checks the profile and copies it onto the company; 409 for a CNPJ another company has. */
  async apply(company: Company, body: CompanyAboutBodyDto): Promise<void> {
    const cnpj = normalizeCnpj(body.cnpj) as string;
    if (await this.companies.cnpjTaken(cnpj, company.id)) throw conflict('error.cnpjTaken');
    await this.references.checkReferences({
      companyTypeId: body.encryptedCompanyTypeId,
      stateId: body.encryptedStateId,
      cityId: body.encryptedCityId,
      fields: {
        companyTypeId: 'encryptedCompanyTypeId',
        stateId: 'encryptedStateId',
        cityId: 'encryptedCityId',
      },
    });
    Object.assign(company, {
      companyName: body.companyName.trim(),
      cnpj,
      companyTypeId: body.encryptedCompanyTypeId ?? null,
      has2faAuthentication: body.has2faAuthentication ?? company.has2faAuthentication ?? true,
      zipCode: body.zipCode ?? null,
      street: body.street?.trim() || null,
      number: body.number?.trim() || null,
      complement: body.complement?.trim() || null,
      neighborhood: body.neighborhood?.trim() || null,
      stateId: body.encryptedStateId ?? null,
      cityId: body.encryptedCityId ?? null,
    });
  }

  /**
   * Stores a new logo under a fresh key and returns a function that drops the file it replaced
   * (to call once the database points at the new one) and one that drops the new file (if the
   * save fails).
   */
  private async storeLogo(
    company: Company,
    logo: UploadedFile,
  ): Promise<{ commit(): Promise<void>; rollback(): Promise<void> }> {
    const type = requireImage('logo', logo.content);
    const previous = company.logoKey;
    const key = `logos/${company.id ?? 'new'}/${randomUUID()}.${type === 'png' ? 'png' : 'jpg'}`;
    await this.storage.put(key, logo.content);
    company.logoKey = key;
    return {
      commit: async () => {
        if (previous) await this.storage.remove(previous);
      },
      rollback: () => this.storage.remove(key),
    };
  }

  /**
   * Saves the company with its new logo, if any: the new file is dropped only while the database
   * does not point at it. Once the save is committed the new file stays, whatever happens to the
   * old one: a file left behind costs a little disk, a logo the database names but lost breaks it.
   */
  async saveWithLogo(
    company: Company,
    logo: UploadedFile | undefined,
    save: (tx: Tx) => Promise<Company>,
  ): Promise<Company> {
    const stored = logo ? await this.storeLogo(company, logo) : undefined;
    let saved: Company;
    try {
      saved = await this.transactions.run(save).catch(rethrowDuplicateCnpj);
    } catch (error) {
      await stored?.rollback().catch((cause: Error) => this.keep('new', company, cause));
      throw error;
    }
    await stored?.commit().catch((cause: Error) => this.keep('previous', company, cause));
    return saved;
  }

  private keep(which: 'new' | 'previous', company: Company, cause: Error): void {
    this.logger.warn(`${which} logo file of company ${company.id} left on disk: ${cause.message}`);
  }

  async readLogo(companyId: string) {
    const company = await this.companies.get(companyId);
    if (!company.logoKey) return null;
    const stream = await this.storage.read(company.logoKey);
    return stream
      ? { stream, contentType: company.logoKey.endsWith('.png') ? 'image/png' : 'image/jpeg' }
      : null;
  }
}

/** Two saves racing for one CNPJ: the database's unique index decides, the loser hears 409. */
export function rethrowDuplicateCnpj(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('error.cnpjTaken');
  throw error;
}
