import { ArgumentMetadata } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { ValidationFailedException } from '../http/app-exceptions';
import { PageQueryDto } from '../pagination/page-query.dto';
import { ApiValidationPipe } from './api-validation.pipe';

class StatusQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(['open', 'closed'], { each: true })
  status?: string[];
}

const asQuery: ArgumentMetadata = { type: 'query', metatype: StatusQueryDto, data: undefined };

describe('ApiValidationPipe', () => {
  it('gives an accepted query the same DTO the second time, as a copy of its own', async () => {
    const pipe = new ApiValidationPipe();
    const first = (await pipe.transform(
      { page: '2', search: ' ana ', status: ['open'] },
      asQuery,
    )) as StatusQueryDto;
    first.status!.push('closed');
    first.page = 9;

    const second = (await pipe.transform(
      { page: '2', search: ' ana ', status: ['open'] },
      asQuery,
    )) as StatusQueryDto;

    expect(second).toBeInstanceOf(StatusQueryDto);
    expect(second).not.toBe(first);
    expect({ ...second }).toEqual({ page: 2, pageSize: 10, search: 'ana', status: ['open'] });
  });

  it('checks an accepted query once, whether the route or the parameter names its type', async () => {
    for (const [pipe, metatype] of [
      [new ApiValidationPipe(), StatusQueryDto],
      // A generic controller's parameter is typed Object; the route's pipe names the type.
      [new ApiValidationPipe(StatusQueryDto), Object],
    ] as const) {
      const checks = jest.spyOn(pipe as unknown as { validate: () => unknown }, 'validate');
      for (let call = 0; call < 3; call++) {
        await pipe.transform({ page: '3' }, { ...asQuery, metatype });
      }
      expect(checks).toHaveBeenCalledTimes(1);
    }
  });

  it('refuses a refused query every time, with its field', async () => {
    const pipe = new ApiValidationPipe();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refusal = await pipe.transform({ page: '0' }, asQuery).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ValidationFailedException);
      expect((refusal as ValidationFailedException).fieldErrors).toHaveProperty('page');
    }
  });

  it('tells queries apart by every value, and types apart by the route', async () => {
    const pipe = new ApiValidationPipe(StatusQueryDto);
    const closed = await pipe.transform({ status: 'closed' }, { ...asQuery, metatype: Object });
    expect(closed).toMatchObject({ status: 'closed' });
    await expect(pipe.transform({ status: 'other' }, asQuery)).rejects.toBeInstanceOf(
      ValidationFailedException,
    );
    const plain = new ApiValidationPipe();
    const page = await plain.transform(
      { status: 'closed' },
      { ...asQuery, metatype: PageQueryDto },
    );
    expect(page).not.toHaveProperty('status');
  });
});
