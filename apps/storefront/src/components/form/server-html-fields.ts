/**
 * What a shopper did in the fields of server-rendered HTML before React took them over (a slow
 * phone), by field name: text typed, boxes ticked, the button picked in a radio group, the field in
 * focus. Read against each field's default, which is what the server rendered into it.
 */
export interface ServerHtmlFields {
  values: Map<string, string>;
  checked: Map<string, boolean>;
  /** A radio group's picked button (its value), by the group's name. */
  picked: Map<string, string>;
  focused: { name: string; value: string | null } | null;
}

const isRadio = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'radio';

/** The named text fields, boxes and radio buttons under `root` that differ from their defaults. */
export function readFields(root: HTMLElement): ServerHtmlFields {
  const fields: ServerHtmlFields = {
    values: new Map(),
    checked: new Map(),
    picked: new Map(),
    focused: null,
  };
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!field.name) continue;
    if (isRadio(field)) {
      if (field.checked && !field.defaultChecked) fields.picked.set(field.name, field.value);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) fields.checked.set(field.name, field.checked);
    } else if (field.value !== field.defaultValue) fields.values.set(field.name, field.value);
    if (field === document.activeElement)
      fields.focused = { name: field.name, value: isRadio(field) ? field.value : null };
  }
  return fields;
}

/** Whether anything was typed, ticked or picked (focus alone changes nothing). */
export function anyChanged(fields: ServerHtmlFields): boolean {
  return fields.values.size > 0 || fields.checked.size > 0 || fields.picked.size > 0;
}
