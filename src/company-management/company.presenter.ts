import { Company, isSubscriptionExpired } from '../company/company.entity';
import { CompanyDto, CompanyListItemDto, CompanyStatus } from '../company/company.dto';

export function logoUrlOf(company: Company): string | null {
  // The key changes with each upload, so browsers may cache a logo URL forever.
  return company.logoKey
    ? `/api/public/company/${company.id}/logo?v=${company.logoKey.split('/').pop()}`
    : null;
}

function statusOf(company: Company): CompanyStatus {
  if (!company.isActive) return 'inactive';
  return isSubscriptionExpired(company) ? 'expired' : 'active';
}

export function presentListItem(company: Company): CompanyListItemDto {
  return {
    id: company.id,
    encryptedId: company.id,
    companyName: company.companyName,
    cnpj: company.cnpj,
    isActive: company.isActive,
    status: statusOf(company),
    planId: company.planId,
    planName: company.plan?.name ?? null,
    subscriptionEndDate: company.subscriptionEndDate,
    createdAt: company.createdAt,
    logoUrl: logoUrlOf(company),
  };
}

export function presentCompany(company: Company): CompanyDto {
  return {
    ...presentListItem(company),
    encryptedCompanyId: company.id,
    encryptedCompanyTypeId: company.companyTypeId,
    has2faAuthentication: company.has2faAuthentication,
    zipCode: company.zipCode,
    street: company.street,
    number: company.number,
    complement: company.complement,
    neighborhood: company.neighborhood,
    encryptedStateId: company.stateId,
    encryptedCityId: company.cityId,
    subscriptionExpired: isSubscriptionExpired(company),
  };
}
