import { SITE_PATHS } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { prepareBody, PreparedBody } from '../../core/http/prepared-body';
import { fillSiteSettings } from '../../core/http/site-settings-fill';
import { CatalogSnapshot, CourseCatalog } from '../course-catalog.service';
import { fillCoursePage } from './fill-course-page';

/** The pages that show the next date and price, by request path, with their prerendered file. */
const PAGE_FILES: Record<string, string> = {
  '/': 'index.html',
  [SITE_PATHS.courses]: `${SITE_PATHS.courses.slice(1)}/index.html`,
};

/**
 * Serves the prerendered home and seminar pages filled with the operator details and the current courses. Each page is
 * filled and compressed once per catalog snapshot, so a page request costs neither a database
 * query nor compression work.
 */
@Injectable()
export class CoursePages {
  private templates?: Map<string, string>;
  private filledFor?: CatalogSnapshot;
  private filled = new Map<string, Promise<PreparedBody>>();

  constructor(
    private readonly catalog: CourseCatalog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The request path's page ('/online-seminare/', '/index.html' included), or undefined when it is none of them. */
  pageFor(path: string): string | undefined {
    const page = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
    return this.templatesByPage().has(page) ? page : undefined;
  }

  async body(page: string): Promise<PreparedBody> {
    const snapshot = await this.catalog.current();
    if (this.filledFor !== snapshot) {
      this.filledFor = snapshot;
      this.filled = new Map();
    }
    let body = this.filled.get(page);
    if (!body) {
      const html = fillCoursePage(this.templatesByPage().get(page)!, snapshot.courses, this.config.site);
      body = prepareBody(html, 'text/html; charset=utf-8');
      this.filled.set(page, body);
      body.catch(() => this.filled.get(page) === body && this.filled.delete(page));
    }
    return body;
  }

  private templatesByPage(): Map<string, string> {
    if (!this.templates) {
      const directory = this.config.frontendDir ?? '';
      this.templates = new Map(
        Object.entries(PAGE_FILES)
          .map(([page, file]) => [page, join(directory, file)] as const)
          .filter(([, file]) => this.config.frontendDir && existsSync(file))
          .map(([page, file]) => [page, fillSiteSettings(readFileSync(file, 'utf8'), this.config.site.settings)]),
      );
    }
    return this.templates;
  }
}
