import type { importPtBR } from './messages.pt-BR';

export const importEsES: Record<keyof typeof importPtBR, string> = {
  'import.unknownChannel': 'Canal desconocido: usa correo, SMS o WhatsApp.',
  'import.unreadable':
    'No se pudo leer la hoja de cálculo. Compruebe que el archivo no esté dañado ni protegido con contraseña.',
  'import.noRows': 'La hoja de cálculo no tiene filas de datos debajo del encabezado.',
  'import.tooManyRows': 'La hoja de cálculo tiene más de {max} filas de datos.',
  'import.wrongStatus': 'Esta importación no está en la etapa que permite esta acción.',
  'import.alreadyCommitted': 'Esta importación ya fue confirmada.',
  'import.unknownHeader': 'Esta columna no existe en la hoja de cálculo.',
  'import.fieldTwice': 'El campo {field} está asociado a más de una columna.',
  'import.nameColumn': 'Asocie una columna al nombre.',
  'import.identifierColumn': 'Asocie al menos una columna de correo electrónico, celular o CPF.',
  'import.duplicateInFile': 'Valor repetido en la hoja de cálculo (filas {rows}).',
  'import.identifierTaken': 'Ya pertenece a otra persona registrada en esta empresa.',
  'import.identifiersConflict':
    'Los datos de registro de esta fila pertenecen a personas distintas ya registradas.',
  'import.unknownDepartment': 'Departamento no registrado.',
  'import.unknownOrganization': 'Organización no registrada.',
  'import.limitExceeded':
    'La importación llevaría a {total} empleados activos; el plan de la empresa permite {limit}.',
  'import.stalled':
    'El procesamiento se interrumpió varias veces. Envíe la hoja de cálculo de nuevo.',
  'import.failed.parse':
    'No se pudo terminar de leer la hoja de cálculo. Envíe el archivo de nuevo; si vuelve a fallar, ábralo en su programa de hojas de cálculo, guárdelo otra vez y envíelo.',
  'import.failed.validate':
    'No se pudo terminar la verificación de las filas. Envíe la hoja de cálculo de nuevo.',
  'import.failed.commit':
    'No se pudo terminar la confirmación y no se guardó ningún empleado. Envíe la hoja de cálculo de nuevo.',
  'import.outcome.created': 'Incluido',
  'import.outcome.updated': 'Actualizado',
  'import.outcome.unchanged': 'Sin cambios',
  'import.outcome.rejected': 'Rechazado',
  'import.templateName': 'plantilla-importacion-empleados',
  'import.exampleRow':
    'Esta es la fila de ejemplo de la plantilla. Bórrela o cambie sus datos por los de una persona.',
  'import.template.sheetPeople': 'Empleados',
  'import.template.sheetNotes': 'Instrucciones',
  'import.template.column': 'Columna',
  'import.template.takes': 'Qué rellenar',
  'import.template.required': 'Obligatoria',
  'import.template.yes': 'Sí',
  'import.template.no': 'No',
  'import.template.oneOfThree': 'Al menos una de correo, móvil o CPF',
  'import.template.intro':
    'Una persona por fila, desde la fila 2. La fila 2 es un ejemplo: bórrela o sustitúyala. Las filas en blanco se ignoran; las personas ya registradas (mismo CPF, correo o móvil) se actualizan, y las celdas vacías conservan lo que ya está guardado.',
  'import.template.note.name': 'Nombre completo de la persona, hasta 200 caracteres.',
  'import.template.note.email':
    'Correo en el que la persona recibe las invitaciones a las encuestas.',
  'import.template.note.cellPhone':
    'Móvil con código de área, con o sin +55 (p. ej. +55 11 91234-5678); recibe códigos por SMS.',
  'import.template.note.cpf': 'CPF con o sin puntuación; se comprueban sus dígitos verificadores.',
  'import.template.note.rg': 'Solo números.',
  'import.template.note.birthDate': 'Fecha en formato dd/mm/aaaa.',
  'import.template.note.admissionDate': 'Fecha en formato dd/mm/aaaa.',
  'import.template.note.jobTitle': 'Cargo o función, hasta 200 caracteres.',
  'import.template.note.organization':
    'Nombre de la organización (unidad, sucursal); una que no exista se crea al importar, si usted lo permite.',
  'import.template.note.department':
    'Nombre del departamento; uno que no exista se crea al importar, si usted lo permite.',
  'import.template.note.preferredChannel':
    'Por dónde llegan las invitaciones: correo, SMS o WhatsApp. En blanco: el primer contacto que tenga la persona (correo, luego SMS).',
  'import.template.example.name': 'Maria da Silva (ejemplo)',
  'import.template.example.jobTitle': 'Analista de Recursos Humanos',
  'import.template.example.organization': 'Sede central',
  'import.template.example.department': 'Recursos Humanos',
  'import.column.row': 'Fila',
  'import.column.outcome': 'Resultado',
  'import.column.messages': 'Mensajes',
};
