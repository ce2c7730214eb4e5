import { ValidationFailedException } from '../http/app-exceptions';
import { resolveOrder } from './paginate';

describe('resolveOrder', () => {
  const whitelist = { name: 'department.name', createdAt: 'department.created_at' };

  it('reads a listed field and its direction', () => {
    expect(resolveOrder('-name', whitelist, 'name')).toEqual({
      expression: 'department.name',
      direction: 'DESC',
    });
    expect(resolveOrder(undefined, whitelist, 'createdAt').direction).toBe('ASC');
  });

  it.each(['toString', '-constructor', '__proto__', 'hasOwnProperty', 'email'])(
    'refuses %s, a name the list does not hold itself',
    (order) => {
      expect(() => resolveOrder(order, whitelist, 'name')).toThrow(ValidationFailedException);
    },
  );
});
