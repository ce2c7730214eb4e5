import { Injectable } from '@nestjs/common';
import { SessionService } from '../auth/session.service';
import { AccessClaims } from '../common/access/access-claims';
import { notFound } from '../common/http/app-exceptions';
import { UploadedFile } from '../common/upload/multipart';
import { CompanyAboutBodyDto, CompanyDto } from './company.dto';
import { CompanySetupBodyDto } from './company-setup.dto';
import { presentCompany } from './company.presenter';
import { CompanyProfileService } from './company-profile.service';
import { CompanyRepository } from './company.repository';
import { OnboardingService, SetupSteps } from './onboarding.service';

export interface SetupView {
  sector: string | null;
  employeeCountRange: string | null;
  hasDiversityCommittee: boolean | null;
  goals: string | null;
  steps: SetupSteps;
  isSetupComplete: boolean;
}

/** A company administrator's own company: its profile and the setup wizard. */
@Injectable()
export class AdminCompanyService {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly profiles: CompanyProfileService,
    private readonly onboarding: OnboardingService,
    private readonly sessions: SessionService,
  ) {}

  async about(claims: AccessClaims): Promise<CompanyDto> {
    return presentCompany(await this.companies.get(claims.companyId as string));
  }

  /** Only the caller's own company exists here; any other id is not found. */
  async get(claims: AccessClaims, id: string): Promise<CompanyDto> {
    if (id !== claims.companyId) throw notFound();
    return this.about(claims);
  }

  /** Saves the profile and answers a token whose onboarding flags reflect it. */
  async saveAbout(
    claims: AccessClaims,
    body: CompanyAboutBodyDto,
    logo?: UploadedFile,
  ): Promise<CompanyDto & { token: string }> {
    if (body.encryptedId && body.encryptedId !== claims.companyId) throw notFound();
    const company = await this.companies.get(claims.companyId as string);
    await this.profiles.apply(company, body);
    await this.profiles.saveWithLogo(company, logo, (tx) =>
      this.companies.save(tx.manager, company),
    );
    return { ...(await this.about(claims)), token: await this.sessions.reissue(claims) };
  }

  async setup(claims: AccessClaims): Promise<SetupView> {
    const company = await this.companies.get(claims.companyId as string);
    const steps = await this.onboarding.steps(company.id);
    return {
      sector: company.setup?.sector ?? null,
      employeeCountRange: company.setup?.employeeCountRange ?? null,
      hasDiversityCommittee: company.setup?.hasDiversityCommittee ?? null,
      goals: company.setup?.goals ?? null,
      steps,
      isSetupComplete: steps.setup,
    };
  }

  async saveSetup(
    claims: AccessClaims,
    body: CompanySetupBodyDto,
  ): Promise<SetupView & { token: string }> {
    const company = await this.companies.get(claims.companyId as string);
    company.setup = {
      sector: body.sector.trim(),
      employeeCountRange: body.employeeCountRange,
      hasDiversityCommittee: body.hasDiversityCommittee,
      goals: body.goals?.trim() ?? '',
    };
    company.setupCompletedAt ??= new Date();
    await this.profiles.saveWithLogo(company, undefined, (tx) =>
      this.companies.save(tx.manager, company),
    );
    return { ...(await this.setup(claims)), token: await this.sessions.reissue(claims) };
  }
}
