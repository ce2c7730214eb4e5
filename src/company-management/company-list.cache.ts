import { Injectable } from '@nestjs/common';
import { Page } from '../common/pagination/page-query.dto';
import { brazilDay } from '../common/time/brazil-day';
import { CompanyListItemDto, CompanyQueryDto } from '../company/company.dto';
import { CompanyRepository } from '../company/company.repository';

/** Answers kept by each instance; the oldest goes first. */
const KEPT_ANSWERS = 200;

/**
 * The owner's company list, answered again without searching while no company or plan changed.
 * Every statement that writes either table raises the list's version in the database (a trigger,
 * so no code path can forget it), and each call reads that version first: a change shows at once,
 * on every instance. A search counts its matches among every company, which made it the owner's
 * slowest call; the version costs one read by primary key. Statuses turn with the day in Brazil,
 * so the day is part of the key.
 */
@Injectable()
export class CompanyListCache {
  private newest = -1n;
  private readonly answers = new Map<string, Promise<Page<CompanyListItemDto>>>();

  constructor(private readonly companies: CompanyRepository) {}

  async page(
    query: CompanyQueryDto,
    read: () => Promise<Page<CompanyListItemDto>>,
  ): Promise<Page<CompanyListItemDto>> {
    const version = await this.companies.listVersion();
    // Older versions are never asked for again, except by calls already under way.
    if (BigInt(version) > this.newest) {
      this.newest = BigInt(version);
      this.answers.clear();
    }
    // The version is in the key: a call that read an older version cannot leave its answer
    // where a newer one is looked for.
    const key = `${version} ${brazilDay()} ${JSON.stringify(query)}`;
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
      // Calls that arrive while the first is searching wait for its answer.
      answer = read();
      this.answers.set(key, answer);
      answer.catch(() => {
        if (this.answers.get(key) === answer) this.answers.delete(key);
      });
    }
    return answer;
  }
}
