import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LanguageController } from './language.controller';

@Module({ imports: [AuthModule], controllers: [LanguageController] })
export class LanguageModule {}
