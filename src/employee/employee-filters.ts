import { SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../common/validation/uuid';
import { EmployeeQueryDto } from './employee.dto';
import { Employee } from './employee.entity';

/** The list's search and filters, shared by the list and its export. */
export function employeeFilters(query: EmployeeQueryDto) {
  return (builder: SelectQueryBuilder<Employee>) => {
    if (query.search) {
      const digits = query.search.replace(/\D/g, '');
      builder.andWhere(
        `(search_text(employee.name) LIKE '%' || search_text(:search) || '%'
          OR employee.email LIKE '%' || lower(:search) || '%'
          ${digits.length >= 3 ? `OR employee.cpf LIKE :digits || '%' OR employee.cellPhone LIKE '%' || :digits || '%'` : ''})`,
        { search: query.search, digits },
      );
    }
    // `department` and `organization` (the import's field names) take an id or a name.
    for (const unit of ['department', 'organization'] as const) {
      const id = query[`${unit}Id`];
      const idOrName = query[unit];
      if (id) builder.andWhere(`employee.${unit}Id = :${unit}Id`, { [`${unit}Id`]: id });
      if (idOrName)
        builder.andWhere(
          isUuid(idOrName)
            ? `employee.${unit}Id = :${unit}`
            : `search_text(${unit}.name) = search_text(:${unit})`,
          { [unit]: idOrName },
        );
    }
    const isActive = query.isActive ?? query.active;
    if (isActive !== undefined) builder.andWhere('employee.isActive = :isActive', { isActive });
  };
}
