import simpleRestProvider from 'ra-data-simple-rest';
import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { HttpClient } from '../providers/httpClient';
import type { ListPage } from '../providers/listPage';
import { toFormData } from '../providers/multipart';
import {
  referenceMethods,
  superMethods,
  adminMethods,
  secondFactorMethods,
} from '../providers/dashboard.api';
import type { DashboardDataProvider } from '../providers/useDashboardData';
import {
  questionnaireMethods,
  type QuestionnaireMethods,
} from '../questionnaires/questionnaire.api';
import { surveyMethods, type SurveyMethods } from '../surveys/survey.api';
import { importMethods, type ImportMethods } from '../imports/import.api';
import { reportMethods, type ReportMethods } from '../reports/report.api';
import { ssoMethods, type SsoMethods } from '../sso/sso.api';
import { retentionMethods, type RetentionMethods } from '../retention/retention.api';
import {
  privacyRequestMethods,
  type PrivacyRequestMethods,
} from '../privacy-requests/privacyRequest.api';
import { comparisonMethods, type ComparisonMethods } from '../reports/comparisons/comparisons.api';
import { trendMethods, type TrendMethods } from '../reports/trend/trend.api';

// The resources' methods join the provider's type where the provider is put together.
declare module '../providers/useDashboardData' {
  interface DashboardDataProvider
    extends
      QuestionnaireMethods,
      SurveyMethods,
      ImportMethods,
      ReportMethods,
      SsoMethods,
      RetentionMethods,
      PrivacyRequestMethods,
      ComparisonMethods,
      TrendMethods {}
}

export const API_URL = '/api';

/** Each resource's path under /api (DESIGN §3, spec §7). */
export const RESOURCE_PATHS: Record<string, string> = {
  company: 'super/company',
  'company-request': 'super/company/request',
  plan: 'super/plan',
  contact: 'admin/company/contact',
  organization: 'admin/company/organization',
  department: 'admin/company/department',
  'admin-user': 'admin/admin-user',
  // The survey library: the owner's (read and write), and read-only for companies.
  'predefined-question': 'super/predefined-question',
  'response-model': 'super/response-model',
  'library-question': 'admin/predefined-question',
  'company-response-model': 'admin/response-model',
  questionnaire: 'admin/questionnaire',
  survey: 'admin/survey',
  employee: 'admin/employee',
  'privacy-request': 'admin/privacy-request',
  audit: 'admin/audit',
};

/** Resources saved as multipart because they carry an upload; the file goes in this field. */
export const MULTIPART_FILE_FIELDS: Record<string, string> = { company: 'logo' };

/** The API's largest page (DESIGN §3). */
export const MAX_PAGE_SIZE = 100;

const pathOf = (resource: string) => RESOURCE_PATHS[resource] ?? resource;

/** react-admin's list parameters in the API's list contract (DESIGN §3). */
export function listQuery({
  pagination,
  sort,
  filter,
}: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): URLSearchParams {
  const query = new URLSearchParams();
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? 10;
  query.set('page', String(page));
  query.set('pageSize', String(Math.min(Math.max(perPage, 1), MAX_PAGE_SIZE)));
  if (sort?.field && sort.field !== 'id') {
    query.set('order', `${sort.order === 'DESC' ? '-' : ''}${sort.field}`);
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const name = key === 'q' ? 'search' : key;
    if (Array.isArray(value)) value.forEach((item) => query.append(name, String(item)));
    else query.set(name, String(value));
  }
  return query;
}

/** A list answer (or a plain array, as the reference lists are) as react-admin's result. */
export function toListResult<T extends RaRecord>(json: unknown): GetListResult<T> {
  if (Array.isArray(json)) return { data: json as T[], total: json.length };
  const page = json as ListPage<T>;
  return { data: page.items ?? [], total: page.total ?? page.items?.length ?? 0 };
}

/**
 * ra-data-simple-rest for single records, adapted to the API's list contract and to multipart
 * saves; the calls that are not CRUD (approve, impersonate, about, setup...) are extra methods.
 */
export function createDataProvider(httpClient: HttpClient): DashboardDataProvider {
  const base = simpleRestProvider(API_URL, httpClient);
  const url = (resource: string, id?: Identifier) =>
    `${API_URL}/${pathOf(resource)}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

  const apiPage = async (resource: string, params: GetListParams) => {
    const { json } = await httpClient(`${url(resource)}?${listQuery(params)}`, {
      signal: params.signal,
    });
    return toListResult(json);
  };

  /**
   * A page of the size asked for. Exports ask for more rows than the API's largest page: those
   * are read page after page, until the rows asked for or the last one.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's generic records
  const list = async (resource: string, params: GetListParams): Promise<GetListResult<any>> => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    if (perPage <= MAX_PAGE_SIZE) return apiPage(resource, params);
    const first = (page - 1) * perPage;
    const firstApiPage = Math.floor(first / MAX_PAGE_SIZE) + 1;
    const rows: RaRecord[] = [];
    let total: number;
    for (let next = firstApiPage; ; next++) {
      const result = await apiPage(resource, {
        ...params,
        pagination: { page: next, perPage: MAX_PAGE_SIZE },
      });
      rows.push(...result.data);
      total = result.total ?? rows.length;
      const read = next * MAX_PAGE_SIZE;
      if (result.data.length < MAX_PAGE_SIZE || read >= first + perPage || read >= total) break;
    }
    const offset = first - (firstApiPage - 1) * MAX_PAGE_SIZE;
    return { data: rows.slice(offset, offset + perPage), total };
  };

  const bodyFor = (resource: string, data: Record<string, unknown>) => {
    const fileField = MULTIPART_FILE_FIELDS[resource];
    return fileField ? toFormData(data, fileField) : JSON.stringify(data);
  };

  const provider: DataProvider = {
    getList: list,
    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, { ...params, filter: { ...params.filter, [target]: id } }),
    getOne: (resource, params) => base.getOne(pathOf(resource), params),
    // The API has no "many ids" filter: one call per record, in parallel.
    getMany: async (resource, params) => {
      const records = await Promise.all(
        params.ids.map((id) => base.getOne(pathOf(resource), { id, signal: params.signal })),
      );
      return { data: records.map((result) => result.data) };
    },
    create: async (resource, params) => {
      const { json } = await httpClient(url(resource), {
        method: 'POST',
        body: bodyFor(resource, params.data),
      });
      const created = (json ?? {}) as RaRecord;
      return { data: { ...params.data, ...created, id: created.id } as never };
    },
    update: async (resource, params) => {
      const { json } = await httpClient(url(resource, params.id), {
        method: 'PUT',
        body: bodyFor(resource, params.data),
      });
      return { data: { ...params.data, ...((json ?? {}) as object), id: params.id } as never };
    },
    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) =>
          httpClient(url(resource, id), { method: 'PUT', body: bodyFor(resource, params.data) }),
        ),
      );
      return { data: params.ids };
    },
    // 204 answers carry no record: react-admin gets back the one it had.
    delete: async (resource, params) => {
      await httpClient(url(resource, params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) => httpClient(url(resource, id), { method: 'DELETE' })),
      );
      return { data: params.ids };
    },
  };

  return {
    ...provider,
    ...referenceMethods(httpClient),
    ...superMethods(httpClient),
    ...adminMethods(httpClient),
    ...secondFactorMethods(httpClient),
    ...questionnaireMethods(httpClient),
    ...surveyMethods(httpClient),
    ...importMethods(httpClient),
    ...reportMethods(httpClient),
    ...ssoMethods(httpClient),
    ...retentionMethods(httpClient),
    ...privacyRequestMethods(httpClient),
    ...comparisonMethods(httpClient),
    ...trendMethods(httpClient),
  };
}
