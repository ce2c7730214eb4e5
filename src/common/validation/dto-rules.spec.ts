import { getMetadataStorage } from 'class-validator';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every DTO of the API, loaded so that its validation rules are registered. */
function loadDtos(): void {
  const root = join(__dirname, '..', '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.dto\.ts$/.test(file),
  );
  expect(files.length).toBeGreaterThan(10);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of files) require(join(root, file));
}

describe('rules every DTO obeys', () => {
  beforeAll(loadDtos);

  it('checks a nested object is an object before its fields (NestedObject)', () => {
    const metadata = (
      getMetadataStorage() as unknown as {
        validationMetadatas: Map<
          object,
          Array<{ type: string; name?: string; propertyName: string; each: boolean }>
        >;
      }
    ).validationMetadatas;
    const unchecked: string[] = [];
    for (const [target, rules] of metadata) {
      for (const nested of rules.filter((rule) => rule.type === 'nestedValidation' && !rule.each)) {
        const isObject = rules.some(
          (rule) => rule.propertyName === nested.propertyName && rule.name === 'isObject',
        );
        if (!isObject)
          unchecked.push(`${(target as { name: string }).name}.${nested.propertyName}`);
      }
    }
    expect(unchecked).toEqual([]);
  });
});
