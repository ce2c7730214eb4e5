import { Module } from '@nestjs/common';
import { BenchmarkController } from './benchmark.controller';
import { BenchmarkRepository } from './benchmark.repository';
import { BenchmarkService } from './benchmark.service';

@Module({
  controllers: [BenchmarkController],
  providers: [BenchmarkRepository, BenchmarkService],
  exports: [BenchmarkService],
})
export class BenchmarkModule {}
