/** Employee spreadsheet imports in Brazilian Portuguese: the template, checks and steps. */
export const importPtBR = {
  'import.unknownChannel': 'Canal desconhecido: use e-mail, SMS ou WhatsApp.',
  'import.unreadable':
    'Não foi possível ler a planilha. Verifique se o arquivo não está corrompido ou protegido por senha.',
  'import.noRows': 'A planilha não tem linhas de dados abaixo do cabeçalho.',
  'import.tooManyRows': 'A planilha tem mais de {max} linhas de dados.',
  'import.wrongStatus': 'Esta importação não está na etapa que permite esta ação.',
  'import.alreadyCommitted': 'Esta importação já foi confirmada.',
  'import.unknownHeader': 'Esta coluna não existe na planilha.',
  'import.fieldTwice': 'O campo {field} foi associado a mais de uma coluna.',
  'import.nameColumn': 'Associe uma coluna ao nome.',
  'import.identifierColumn': 'Associe ao menos uma coluna de e-mail, celular ou CPF.',
  'import.duplicateInFile': 'Valor repetido na planilha (linhas {rows}).',
  'import.identifierTaken': 'Já pertence a outra pessoa cadastrada nesta empresa.',
  'import.identifiersConflict':
    'Os dados de cadastro desta linha pertencem a pessoas diferentes já cadastradas.',
  'import.unknownDepartment': 'Departamento não cadastrado.',
  'import.unknownOrganization': 'Organização não cadastrada.',
  'import.limitExceeded':
    'A importação levaria a {total} colaboradores ativos; o plano da empresa permite {limit}.',
  'import.stalled': 'O processamento foi interrompido várias vezes. Envie a planilha novamente.',
  'import.failed.parse':
    'Não foi possível concluir a leitura da planilha. Envie o arquivo novamente; se o erro continuar, abra-o no seu programa de planilhas, salve-o outra vez e envie.',
  'import.failed.validate':
    'Não foi possível concluir a verificação das linhas. Envie a planilha novamente.',
  'import.failed.commit':
    'Não foi possível concluir a confirmação e nenhum colaborador foi gravado. Envie a planilha novamente.',
  'import.outcome.created': 'Incluído',
  'import.outcome.updated': 'Atualizado',
  'import.outcome.unchanged': 'Sem alterações',
  'import.outcome.rejected': 'Rejeitado',
  'import.templateName': 'modelo-importacao-colaboradores',
  'import.exampleRow':
    'Esta é a linha de exemplo do modelo. Apague-a ou troque os dados pelos de uma pessoa.',
  'import.template.sheetPeople': 'Colaboradores',
  'import.template.sheetNotes': 'Instruções',
  'import.template.column': 'Coluna',
  'import.template.takes': 'O que preencher',
  'import.template.required': 'Obrigatória',
  'import.template.yes': 'Sim',
  'import.template.no': 'Não',
  'import.template.oneOfThree': 'Ao menos uma de e-mail, celular ou CPF',
  'import.template.intro':
    'Uma pessoa por linha, a partir da linha 2. A linha 2 é um exemplo: apague-a ou substitua-a. Linhas em branco são ignoradas; pessoas já cadastradas (mesmo CPF, e-mail ou celular) são atualizadas, e células vazias mantêm o que já está gravado.',
  'import.template.note.name': 'Nome completo da pessoa, até 200 caracteres.',
  'import.template.note.email': 'E-mail em que a pessoa recebe os convites das pesquisas.',
  'import.template.note.cellPhone':
    'Celular com DDD, com ou sem +55 (ex.: +55 11 91234-5678); recebe códigos por SMS.',
  'import.template.note.cpf': 'CPF com ou sem pontuação; os dígitos verificadores são conferidos.',
  'import.template.note.rg': 'Somente números.',
  'import.template.note.birthDate': 'Data no formato dd/mm/aaaa.',
  'import.template.note.admissionDate': 'Data no formato dd/mm/aaaa.',
  'import.template.note.jobTitle': 'Cargo ou função, até 200 caracteres.',
  'import.template.note.organization':
    'Nome da organização (unidade, filial); uma que não exista é criada ao importar, se você permitir.',
  'import.template.note.department':
    'Nome do departamento; um que não exista é criado ao importar, se você permitir.',
  'import.template.note.preferredChannel':
    'Por onde os convites chegam: E-mail, SMS ou WhatsApp. Em branco: o primeiro contato que a pessoa tiver (e-mail, depois SMS).',
  'import.template.example.name': 'Maria da Silva (exemplo)',
  'import.template.example.jobTitle': 'Analista de Recursos Humanos',
  'import.template.example.organization': 'Matriz',
  'import.template.example.department': 'Recursos Humanos',
  'import.column.row': 'Linha',
  'import.column.outcome': 'Resultado',
  'import.column.messages': 'Mensagens',
} as const;
