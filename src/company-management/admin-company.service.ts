import { Injectable } from '@nestjs/common';
import { SessionService } from '../auth/session.service';
import { AccessClaims } from '../common/access/access-claims';
import { notFound } from '../common/http/app-exceptions';
import { TenantScope } from '../common/tenant/scope.decorator';
import { UploadedFile } from '../common/upload/multipart';
import { CompanyAboutBodyDto, CompanyDto } from '../company/company.dto';
import { CompanySetupBodyDto } from './company-setup.dto';
import { presentCompany } from './company.presenter';
import { CompanyProfileService } from './company-profile.service';
import { CompanyRepository } from '../company/company.repository';
import {
  isSetupComplete,
  OnboardingFlags,
  OnboardingService,
  SetupSteps,
} from '../company/onboarding.service';

export interface SetupView {
  sector: string | null;
  employeeCountRange: string | null;
  hasDiversityCommittee: boolean | null;
  goals: string | null;
  steps: SetupSteps;
  isSetupComplete: boolean;
}

/**
 * A company administrator's own company: its profile, the setup wizard and the onboarding flags.
 * Every call works within the caller's scope, so none can run without the token's company.
 * Calls that move the onboarding on answer a fresh token (`session`: the caller's claims).
 */
@Injectable()
export class AdminCompanyService {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly profiles: CompanyProfileService,
    private readonly onboarding: OnboardingService,
    private readonly sessions: SessionService,
  ) {}

  async about({ companyId }: TenantScope): Promise<CompanyDto> {
    return presentCompany(await this.companies.get(companyId));
  }

  /** Only the caller's own company exists here; any other id is not found. */
  async get(scope: TenantScope, id: string): Promise<CompanyDto> {
    if (id !== scope.companyId) throw notFound();
    return this.about(scope);
  }

  /** Saves the profile and answers a token whose onboarding flags reflect it. */
  async saveAbout(
    scope: TenantScope,
    session: AccessClaims,
    body: CompanyAboutBodyDto,
    logo?: UploadedFile,
  ): Promise<CompanyDto & { token: string }> {
    if (body.encryptedId && body.encryptedId !== scope.companyId) throw notFound();
    const company = await this.companies.get(scope.companyId);
    await this.profiles.apply(company, body);
    await this.profiles.saveWithLogo(company, logo, (tx) =>
      this.companies.save(tx.manager, company),
    );
    return { ...(await this.about(scope)), token: await this.sessions.reissue(session) };
  }

  async setup({ companyId }: TenantScope): Promise<SetupView> {
    const company = await this.companies.get(companyId);
    const steps = await this.onboarding.steps(company.id);
    return {
      sector: company.setup?.sector ?? null,
      employeeCountRange: company.setup?.employeeCountRange ?? null,
      hasDiversityCommittee: company.setup?.hasDiversityCommittee ?? null,
      goals: company.setup?.goals ?? null,
      steps,
      isSetupComplete: isSetupComplete(steps),
    };
  }

  /** The wizard's last step; the setup is complete only once the other steps are done too. */
  async saveSetup(
    scope: TenantScope,
    session: AccessClaims,
    body: CompanySetupBodyDto,
  ): Promise<SetupView & { token: string }> {
    const company = await this.companies.get(scope.companyId);
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
    return { ...(await this.setup(scope)), token: await this.sessions.reissue(session) };
  }

  /**
   * The onboarding flags as they are now, with a token that carries them: a token's flags are
   * those of its sign-in, and employees or a sent survey change them without a new one.
   */
  async onboardingFlags(
    scope: TenantScope,
    session: AccessClaims,
  ): Promise<OnboardingFlags & { token: string }> {
    return {
      ...(await this.onboarding.flags(scope.companyId)),
      token: await this.sessions.reissue(session),
    };
  }
}
