import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConsentRecord } from '../answers/response.entities';
import { SurveySnapshot } from '../survey/survey/survey.entities';

export interface HeldAccount {
  name: string;
  email: string | null;
  phone: string | null;
  cpf: string | null;
  languageId: number;
  hasAcceptedTerms: boolean;
  termsAcceptedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface HeldEmployment {
  company: string;
  name: string;
  email: string | null;
  cellPhone: string | null;
  cpf: string | null;
  rg: string | null;
  birthDate: string | null;
  admissionDate: string | null;
  jobTitle: string | null;
  department: string | null;
  organization: string | null;
  isActive: boolean;
  createdAt: Date;
}

export interface HeldParticipation {
  surveyId: string;
  survey: string;
  anonymous: boolean;
  status: string;
  invitedOn: string | null;
  remindedOn: string | null;
}

export interface HeldResponse {
  surveyId: string;
  survey: string;
  snapshot: SurveySnapshot | null;
  submittedOn: string;
  language: string;
  consent: ConsentRecord;
  answers: Array<{
    questionId: string;
    optionKey: string | null;
    valueText: string | null;
    valueNumber: string | null;
    preferNot: boolean;
  }>;
}

/** A request the person made about their data, as they read it back. */
export interface HeldRequest {
  kind: string;
  survey: string | null;
  status: string;
  details: string | null;
  createdAt: Date;
  dueAt: Date;
  answeredAt: Date | null;
  answer: string | null;
}

/** Who a request is about, and how to reach them. */
export interface Person {
  accountId: string;
  employeeId: string;
  companyId: string;
  company: string;
  name: string;
  email: string | null;
  languageId: number;
}

/** Someone to tell: an administrator of the person's company. */
export interface Recipient {
  name: string;
  email: string;
  languageId: number;
}

export interface HeldSignIn {
  at: Date;
  channel: string;
}

/** Everything kept about one person, read for their own eyes (LGPD art. 18, II). */
@Injectable()
export class PrivacyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async account(accountId: string): Promise<HeldAccount | null> {
    const [account] = await this.dataSource.query<HeldAccount[]>(
      `SELECT name, email, phone, cpf, language_id AS "languageId",
              has_accepted_terms AS "hasAcceptedTerms", terms_accepted_at AS "termsAcceptedAt",
              last_login_at AS "lastLoginAt", created_at AS "createdAt"
       FROM account WHERE id = $1`,
      [accountId],
    );
    return account ?? null;
  }

  employments(accountId: string): Promise<HeldEmployment[]> {
    return this.dataSource.query(
      `SELECT c.company_name AS company, e.name, e.email, e.cell_phone AS "cellPhone", e.cpf, e.rg,
              e.birth_date::text AS "birthDate", e.admission_date::text AS "admissionDate",
              e.job_title AS "jobTitle", d.name AS department, o.name AS organization,
              e.is_active AS "isActive", e.created_at AS "createdAt"
       FROM employee e
       JOIN company c ON c.id = e.company_id
       LEFT JOIN department d ON d.id = e.department_id
       LEFT JOIN organization o ON o.id = e.organization_id
       WHERE e.account_id = $1
       ORDER BY e.created_at, e.id`,
      [accountId],
    );
  }

  participations(accountId: string): Promise<HeldParticipation[]> {
    return this.dataSource.query(
      `SELECT s.id AS "surveyId", s.name AS survey, s.anonymous, p.status,
              p.invited_on::text AS "invitedOn", p.reminded_on::text AS "remindedOn"
       FROM survey_participation p
       JOIN employee e ON e.id = p.employee_id
       JOIN survey s ON s.id = p.survey_id
       WHERE e.account_id = $1
       ORDER BY s.sent_at DESC NULLS LAST, s.id`,
      [accountId],
    );
  }

  /** Identified responses only: an anonymous one points to nobody, so it cannot be found here. */
  identifiedResponses(accountId: string): Promise<HeldResponse[]> {
    return this.dataSource.query(
      `SELECT s.id AS "surveyId", s.name AS survey, s.snapshot, r.submitted_on::text AS "submittedOn",
              r.language, r.consent,
              coalesce(jsonb_agg(jsonb_build_object(
                'questionId', a.question_id, 'optionKey', a.option_key, 'valueText', a.value_text,
                'valueNumber', a.value_number::text, 'preferNot', a.prefer_not)
                ORDER BY a.question_id, a.option_key) FILTER (WHERE a.response_id IS NOT NULL),
                '[]') AS answers
       FROM survey_response r
       JOIN employee e ON e.id = r.employee_id
       JOIN survey s ON s.id = r.survey_id
       LEFT JOIN survey_answer a ON a.response_id = r.id
       WHERE e.account_id = $1
       GROUP BY s.id, r.id
       ORDER BY r.submitted_on DESC, r.id`,
      [accountId],
    );
  }

  /** Second-factor and first-access codes used to sign in: when, and by which channel. */
  signIns(accountId: string): Promise<HeldSignIn[]> {
    return this.dataSource.query(
      `SELECT used_at AS at, channel FROM auth_challenge
       WHERE account_id = $1 AND used_at IS NOT NULL AND purpose = 'two-factor'
       ORDER BY used_at DESC LIMIT 100`,
      [accountId],
    );
  }

  requests(accountId: string): Promise<HeldRequest[]> {
    return this.dataSource.query(
      `SELECT r.kind, s.name AS survey, r.status, r.details, r.created_at AS "createdAt",
              r.due_at AS "dueAt", r.answered_at AS "answeredAt", r.answer
       FROM privacy_request r LEFT JOIN survey s ON s.id = r.survey_id
       WHERE r.account_id = $1
       ORDER BY r.created_at DESC, r.id`,
      [accountId],
    );
  }

  /** The account's employee record and company; null for an account that is nobody's staff. */
  async person(accountId: string): Promise<Person | null> {
    const [person] = await this.dataSource.query<Person[]>(
      `SELECT a.id AS "accountId", e.id AS "employeeId", e.company_id AS "companyId",
              c.company_name AS company, e.name, a.email, a.language_id AS "languageId"
       FROM account a JOIN employee e ON e.account_id = a.id JOIN company c ON c.id = e.company_id
       WHERE a.id = $1`,
      [accountId],
    );
    return person ?? null;
  }

  /** The company's active administrators who can receive mail. */
  administrators(companyId: string): Promise<Recipient[]> {
    return this.dataSource.query(
      `SELECT name, email, language_id AS "languageId" FROM account
       WHERE company_id = $1 AND 'admin' = ANY (roles) AND is_active AND deleted_at IS NULL
         AND email IS NOT NULL
       ORDER BY created_at, id`,
      [companyId],
    );
  }
}
