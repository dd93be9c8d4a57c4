export interface TitleSettings {
  defaultTitle: string;
  titleTemplate: string;
}

/**
 * The browser title for a page: the tenant's template with `%s` replaced by the page's own title,
 * or the tenant's default title for pages without one (the home page). A template without `%s`
 * is used as a prefix rather than dropping the page title.
 */
export function documentTitle(settings: TitleSettings, pageTitle?: string): string {
  const page = pageTitle?.trim();
  if (!page) return settings.defaultTitle;
  if (!settings.titleTemplate.includes('%s')) return `${settings.titleTemplate} ${page}`.trim();
  return settings.titleTemplate.replaceAll('%s', page);
}
