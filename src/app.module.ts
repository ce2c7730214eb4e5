import { AdminUserModule } from './admin-user/admin-user.module';
import { ContactModule } from './contact/contact.module';
import { DepartmentModule } from './department/department.module';
import { EmployeeModule } from './employee/employee.module';
import { ImportModule } from './import/import.module';
import { OrganizationModule } from './organization/organization.module';
import { PlanModule } from './plan/plan.module';
import { ReferenceModule } from './reference/reference.module';
import { StorageModule } from './common/storage/storage.module';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule, Params } from 'nestjs-pino';
import { logDestination, loggerOptions } from './common/logging/logger-options';
import { AccountModule } from './account/account.module';
import { AnswersModule } from './answers/answers.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { OidcModule } from './auth/oidc/oidc.module';
import { BenchmarkModule } from './benchmark/benchmark.module';
import { RedisModule } from './common/redis/redis.module';
import { TransactionModule } from './common/tx/transaction.module';
import { CompanyCoreModule } from './company/company-core.module';
import { CompanyModule } from './company-management/company.module';
import { CompanyRequestModule } from './company-request/company-request.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source.options';
import { HealthModule } from './health/health.module';
import { LanguageModule } from './language/language.module';
import { MailModule } from './mail/mail.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ProfileModule } from './profile/profile.module';
import { QueueModule } from './queue/queue.module';
import { ReportModule } from './report/report.module';
import { RetentionModule } from './retention/retention.module';
import { SettingModule } from './setting/setting.module';
import { SurveyModule } from './survey/survey.module';

@Module({})
export class AppModule {
  /** The same modules serve HTTP and run workers; the role decides which consumers start. */
  static forRoot(config: AppConfig): DynamicModule {
    const withWorker = config.role !== 'api';
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Requests are logged by Fastify itself (app.setup.ts): as a Nest middleware on every
          // request, pino-http cost a third of the API's throughput.
          forRoutes: [],
          pinoHttp: prettyOrJson(config),
        }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: true }),
        RedisModule,
        QueueModule.forRole(withWorker),
        TransactionModule,
        SettingModule,
        AuditModule,
        MailModule.forRole(withWorker),
        AccountModule,
        StorageModule,
        ReferenceModule,
        CompanyCoreModule,
        CompanyModule,
        PlanModule,
        OrganizationModule,
        DepartmentModule,
        ContactModule,
        AdminUserModule,
        EmployeeModule,
        ImportModule.forRole(withWorker),
        AuthModule,
        OidcModule,
        LanguageModule,
        ProfileModule,
        CompanyRequestModule,
        SurveyModule.forRole(withWorker),
        AnswersModule.forRole(withWorker),
        ReportModule.forRole(withWorker),
        BenchmarkModule,
        PrivacyModule,
        RetentionModule.forRole(withWorker),
        HealthModule,
      ],
    };
  }
}

/** Standard output as pino writes it by default (JSON), or the pretty transport. */
function prettyOrJson(config: AppConfig): Params['pinoHttp'] {
  const options = loggerOptions(config.logLevel);
  const destination = logDestination(config.logFormat);
  return destination ? [options, destination] : options;
}
