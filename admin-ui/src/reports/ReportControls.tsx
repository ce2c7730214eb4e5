import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ReportQuery } from './report.api';
import { GROUP_BY, type ReportView } from '@shared/report';
import { changeQuery, optionsOf, singleChoiceQuestions } from './reportQuery';

const ALL = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'name', order: 'ASC' as const },
};

function Choice({
  label,
  value,
  onChange,
  children,
  emptyLabel,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
  emptyLabel: string;
}) {
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{emptyLabel}</em>
      </MenuItem>
      {children}
    </TextField>
  );
}

/** Grouping (department, organization or a single-choice question) and filters. */
export function ReportControls({
  query,
  base,
  onChange,
}: {
  query: ReportQuery;
  /** The report without grouping or filters: its questions and answers feed the choices. */
  base: ReportView | undefined;
  onChange: (query: ReportQuery) => void;
}) {
  const translate = useTranslate();
  const departments = useGetList('department', ALL);
  const organizations = useGetList('organization', ALL);
  const questions = singleChoiceQuestions(base);
  const filterQuestion = questions.find((question) => question.id === query.filterQuestionId);
  const set = (change: Partial<ReportQuery>) => onChange(changeQuery(query, change));
  const any = translate('report.controls.any');
  const numbers = new Map(base?.questions.map((question, index) => [question.id, index + 1]));
  const questionItems = questions.map((question) => (
    <MenuItem key={question.id} value={question.id}>
      {numbers.get(question.id)}. {question.text}
    </MenuItem>
  ));

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Choice
        label={translate('report.controls.group_by')}
        value={query.groupBy}
        onChange={(groupBy) => set({ groupBy: (groupBy || undefined) as ReportQuery['groupBy'] })}
        emptyLabel={translate('report.controls.no_grouping')}
      >
        {GROUP_BY.map((groupBy) => (
          <MenuItem key={groupBy} value={groupBy}>
            {translate(`report.controls.by_${groupBy}`)}
          </MenuItem>
        ))}
      </Choice>
      {query.groupBy === 'question' && (
        <Choice
          label={translate('report.controls.group_question')}
          value={query.groupQuestionId}
          onChange={(groupQuestionId) => set({ groupQuestionId })}
          emptyLabel={translate('report.controls.choose')}
        >
          {questionItems}
        </Choice>
      )}
      <Choice
        label={translate('report.controls.department')}
        value={query.departmentId}
        onChange={(departmentId) => set({ departmentId })}
        emptyLabel={any}
      >
        {(departments.data ?? []).map((department) => (
          <MenuItem key={department.id} value={String(department.id)}>
            {department.name}
          </MenuItem>
        ))}
      </Choice>
      <Choice
        label={translate('report.controls.organization')}
        value={query.organizationId}
        onChange={(organizationId) => set({ organizationId })}
        emptyLabel={any}
      >
        {(organizations.data ?? []).map((organization) => (
          <MenuItem key={organization.id} value={String(organization.id)}>
            {organization.name}
          </MenuItem>
        ))}
      </Choice>
      <Choice
        label={translate('report.controls.filter_question')}
        value={query.filterQuestionId}
        onChange={(filterQuestionId) => set({ filterQuestionId })}
        emptyLabel={translate('report.controls.no_filter')}
      >
        {questionItems}
      </Choice>
      {query.filterQuestionId && (
        <Choice
          label={translate('report.controls.filter_answer')}
          value={query.filterOptionKey}
          onChange={(filterOptionKey) => set({ filterOptionKey })}
          emptyLabel={translate('report.controls.choose')}
        >
          {optionsOf(filterQuestion).map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </Choice>
      )}
      {Object.keys(query).length > 0 && (
        <Button onClick={() => onChange({})}>{translate('report.controls.clear')}</Button>
      )}
    </Box>
  );
}
