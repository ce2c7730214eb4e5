import type { SameKeys } from '../../i18n/ra/types';
import type { importPtBR } from './pt-BR';

export const importEsES: SameKeys<typeof importPtBR> = {
  steps: {
    upload: 'Subir hoja de cálculo',
    association: 'Asociar columnas',
    edition: 'Revisar filas',
    done: 'Terminado',
  },
  status: {
    parsing: 'Leyendo la hoja',
    'awaiting-association': 'Esperando la asociación',
    validating: 'Validando',
    'awaiting-edition': 'Esperando correcciones',
    ready: 'Lista para importar',
    committing: 'Importando',
    done: 'Terminada',
    failed: 'Falló',
  },
  progress: {
    parsing: 'Leyendo la hoja de cálculo…',
    validating: 'Validando las filas…',
    committing: 'Importando los empleados…',
  },
  rules: {
    format:
      'Archivo .xls, .xlsx o .csv (separado por ; o ,) de hasta 5 MB, con los nombres de las columnas en la primera fila.',
    text: 'Todos los datos como texto.',
    rg: 'RG solo con números.',
    dates: 'Fechas en el formato dd/mm/aaaa.',
    blank: 'Las filas en blanco se eliminan.',
  },
  upload: {
    title: 'Importar empleados',
    intro:
      'Suba una hoja de cálculo con un empleado por fila: la plantilla o su propia hoja. Sus columnas se asocian a los campos del registro en el paso siguiente.',
    template: 'Descargar la plantilla (.xlsx)',
    choose: 'Elegir hoja de cálculo',
    none_chosen: 'Ningún archivo elegido',
    send: 'Subir hoja de cálculo',
    sending: 'Subiendo…',
    wrong_type: 'Elija una hoja de cálculo .xls, .xlsx o .csv.',
    too_large: 'La hoja de cálculo debe tener como máximo 5 MB.',
    empty: 'El archivo está vacío.',
    failed: 'No se pudo leer %{fileName}.',
  },
  recent: {
    title: 'Importaciones recientes',
    file: 'Archivo',
    date: 'Subida el',
    status: 'Estado',
    rows: 'Filas',
    resume: 'Continuar',
    see: 'Ver resultado',
  },
  association: {
    title: 'Asociar columnas',
    intro:
      'Elija el campo del registro de cada columna de %{fileName}. Las sugerencias vienen de los nombres de las columnas; las columnas sin campo no se importan.',
    suggested: 'Sugerencia automática',
    ignore: 'No importar',
    create_missing: 'Crear los departamentos y las organizaciones de la hoja que aún no existen',
    field_twice: 'Este campo ya está asociado a otra columna.',
    name_required: 'Asocie una columna al nombre.',
    identifier_required: 'Asocie al menos una columna de correo electrónico, celular o CPF.',
    submit: 'Validar las filas',
  },
  actions: { back: 'Volver' },
  edition: {
    title: 'Revisar la importación',
    counts: 'Filas de la hoja',
    change_association: 'Cambiar la asociación de columnas',
    commit: 'Importar %{smart_count} fila válida |||| Importar %{smart_count} filas válidas',
    confirm_title: '¿Importar sin las filas con errores?',
    confirm_content:
      '%{smart_count} fila con errores no se importará; aparece con el motivo en el archivo de resultado. |||| %{smart_count} filas con errores no se importarán; aparecen con el motivo en el archivo de resultado.',
    all_valid: 'Todas las filas de la hoja son válidas.',
    invalid_title: '%{smart_count} fila con errores |||| %{smart_count} filas con errores',
    invalid_help:
      'Corrija los campos indicados y guarde: la fila se valida de nuevo al instante. Las filas sin corregir no se importan.',
    row: 'Fila %{row}',
    save_row: 'Guardar y validar',
    row_fixed: 'Fila %{row} corregida',
    row_still_invalid: 'La fila %{row} todavía tiene errores',
  },
  counts: {
    total: 'Filas: %{count}',
    valid: 'Válidas: %{count}',
    invalid: 'Con errores: %{count}',
  },
  result: {
    title: 'Importación terminada',
    intro: 'Resultado de la importación de %{fileName}:',
    created: 'Creados',
    updated: 'Actualizados',
    unchanged: 'Sin cambios',
    rejected: 'Rechazados',
    download: 'Descargar el resultado (.xlsx)',
    employees: 'Ver empleados',
    again: 'Nueva importación',
  },
};
