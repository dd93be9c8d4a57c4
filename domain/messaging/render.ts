import { COMMON_VARIABLES, MESSAGE_TEMPLATES, messageTemplate, type MessageTemplateKey } from './templates';

/** A template asked to send a variable it does not declare, or without one it does. */
export class TemplateVariablesError extends Error {
  constructor(
    readonly template: string,
    readonly unknown: readonly string[],
    readonly missing: readonly string[],
  ) {
    super(`Template ${template}: ${unknown.length ? `undeclared ${unknown.join(', ')}` : ''}${unknown.length && missing.length ? '; ' : ''}${missing.length ? `missing ${missing.join(', ')}` : ''}`);
    this.name = 'TemplateVariablesError';
  }
}

const PLACEHOLDER = /#\{([^}]+)\}/g;

/** The #{names} a template's text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * The template's text with every #{name} filled in. Refuses (TemplateVariablesError) a variable the
 * template does not declare and a declared one left out: Kakao would refuse the first, and the
 * second would reach the member as a raw #{…}.
 */
export function renderTemplate(key: MessageTemplateKey, values: Readonly<Record<string, string>>): string {
  const template = MESSAGE_TEMPLATES[key];
  const declared = new Set<string>([...template.variables, ...COMMON_VARIABLES]);
  const unknown = Object.keys(values).filter((name) => !declared.has(name));
  const missing = [...declared].filter((name) => typeof values[name] !== 'string');
  if (unknown.length > 0 || missing.length > 0) throw new TemplateVariablesError(key, unknown, missing);
  return template.text.replace(PLACEHOLDER, (_mark, name: string) => values[name]!);
}

/** The template's title with its #{variables} filled in (e-mail subject, history heading). */
export function renderTitle(key: MessageTemplateKey, values: Readonly<Record<string, string>>): string {
  return MESSAGE_TEMPLATES[key].title.replace(PLACEHOLDER, (_mark, name: string) => values[name] ?? '');
}

/** The variables with the template's secret ones blanked, for what is stored after sending. */
export function withoutSecrets(key: MessageTemplateKey, values: Readonly<Record<string, string>>): Record<string, string> {
  const secret = messageTemplate(key).secret ?? [];
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, secret.includes(name) ? SECRET_BLANK : value]));
}

const SECRET_BLANK = '(보안을 위해 지웠어요)';
