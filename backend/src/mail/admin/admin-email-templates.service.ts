import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { findPlaceholders, SAMPLE_PLACEHOLDER_VALUES } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import type { ListPage } from '../../core/database/list-page';
import { TransactionRunner } from '../../core/database/transaction';
import type { AdminListRequest } from '../../core/http/admin-list';
import { ApiError, FieldErrors } from '../../core/http/api-error';
import { INVALID_DATA_MESSAGE } from '../../core/http/parse-body';
import { cancelRequestUrl } from '../booking-mail-data';
import { renderTemplateMail } from '../template-html/render-template-mail';
import { placeholderSchemeMessage, unknownPlaceholderMessage } from '../template-html/template-problems';
import { TemplateTestMailService } from '../template-test-mail.service';
import { AdminEmailTemplatesRepository, StoredColumns } from './admin-email-templates.repository';
import {
  AdminEmailTemplateFilter,
  AdminEmailTemplateRow,
  EMAIL_TEMPLATE_MESSAGES,
  EmailTemplateChanges,
} from './dto/admin-email-template.dto';
import { sanitiseTemplateHtml } from '../template-html/sanitise-template-html';

type TemplateFields = Pick<
  AdminEmailTemplateRow,
  'name' | 'type' | 'subject' | 'html_content' | 'is_active' | 'is_default'
>;
type TemplateAuditAction = Extract<(typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS], `email_template.${string}`>;

const DEFAULT_TAKEN =
  'Ein anderes Template dieses Typs wurde gerade als Standard markiert. Bitte versuchen Sie es erneut.';

/** The e-mail templates tab: stored templates (sanitised), one default per type, preview and test send. */
@Injectable()
export class AdminEmailTemplatesService {
  constructor(
    private readonly templates: AdminEmailTemplatesRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLogService,
    private readonly testMail: TemplateTestMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(request: AdminListRequest<AdminEmailTemplateFilter>): Promise<ListPage<AdminEmailTemplateRow>> {
    return this.templates.list(request);
  }

  async row(id: string, manager?: EntityManager): Promise<AdminEmailTemplateRow> {
    const row = await this.templates.row(id, manager);
    if (!row) throw ApiError.notFound(EMAIL_TEMPLATE_MESSAGES.notFound);
    return row;
  }

  create(fields: TemplateFields, actor: AdminActor): Promise<AdminEmailTemplateRow> {
    refuseUnsafePlaceholders(fields);
    return this.transactions.run(async (manager) => {
      if (fields.is_default) await this.templates.lockOfTypes(manager, [fields.type], null);
      const id = await oneDefault(() => this.templates.insert(manager, storedColumns(fields)));
      if (fields.is_default) await this.makeDefault(manager, id, fields.type);
      const created = await this.row(id, manager);
      await this.audit.record(
        templateAudit(actor, AUDIT_ACTIONS.emailTemplateCreate, id, null, auditView(created)),
        manager,
      );
      return created;
    });
  }

  /** Fields left out keep their value; marking default clears the type's other default in the same transaction. */
  update(id: string, changes: EmailTemplateChanges, actor: AdminActor): Promise<AdminEmailTemplateRow> {
    refuseUnsafePlaceholders(changes);
    return this.transactions.run(async (manager) => {
      const current = await this.row(id, manager);
      await this.templates.lockOfTypes(manager, [...new Set([current.type, changes.type ?? current.type])], id);
      const before = await this.row(id, manager);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const fields: TemplateFields = { ...before, ...defined };
      await this.templates.update(manager, id, storedColumns(fields));
      if (fields.is_default) await this.makeDefault(manager, id, fields.type);
      const after = await this.row(id, manager);
      await this.audit.record(
        templateAudit(actor, AUDIT_ACTIONS.emailTemplateUpdate, id, auditView(before), auditView(after)),
        manager,
      );
      return after;
    });
  }

  async delete(id: string, actor: AdminActor): Promise<void> {
    await this.transactions.run(async (manager) => {
      const before = await this.templates.delete(manager, id);
      if (!before) throw ApiError.notFound(EMAIL_TEMPLATE_MESSAGES.notFound);
      await this.audit.record(templateAudit(actor, AUDIT_ACTIONS.emailTemplateDelete, id, before, null), manager);
    });
  }

  /** The body as it will be stored, filled with sample values as a real mail is, inside the product's mail layout. */
  preview(subject: string, htmlContent: string) {
    const values = {
      ...SAMPLE_PLACEHOLDER_VALUES,
      cancel_url: cancelRequestUrl(this.config.site, SAMPLE_PLACEHOLDER_VALUES.booking_id),
    };
    const rendered = renderTemplateMail({ subject, html: sanitiseTemplateHtml(htmlContent) }, values, {
      site: this.config.site,
    });
    return { subject: rendered.subject, html: rendered.html, unknownPlaceholders: rendered.unknownPlaceholders };
  }

  async sendTest(id: string, email: string) {
    const sent = await this.testMail.sendTest(id, email);
    return { message: EMAIL_TEMPLATE_MESSAGES.testSent, ...sent };
  }

  /** Called with the type's rows locked: the other default of the type goes, this one becomes it. */
  private async makeDefault(manager: EntityManager, id: string, type: string): Promise<void> {
    await this.templates.clearOtherDefault(manager, type, id);
    await oneDefault(() => this.templates.markDefault(manager, id));
  }
}

/**
 * Unknown placeholders would be sent empty and a placeholder in front of a link's scheme would let
 * the filled-in value choose it: both are refused where they are written (checked on the body as
 * it would be stored).
 */
function refuseUnsafePlaceholders(fields: Pick<EmailTemplateChanges, 'subject' | 'html_content'>): void {
  const problems: FieldErrors = {};
  const subject = fields.subject === undefined ? null : unknownPlaceholderMessage(fields.subject);
  if (subject) problems.subject = subject;
  if (fields.html_content !== undefined) {
    const html = sanitiseTemplateHtml(fields.html_content);
    const body = unknownPlaceholderMessage(html) ?? placeholderSchemeMessage(html);
    if (body) problems.html_content = body;
  }
  if (Object.keys(problems).length) throw ApiError.badRequest(INVALID_DATA_MESSAGE, problems);
}

function storedColumns(fields: TemplateFields): StoredColumns {
  const html = sanitiseTemplateHtml(fields.html_content);
  const variables = [...new Set([...findPlaceholders(fields.subject), ...findPlaceholders(html)])];
  return [fields.name, fields.type, fields.subject, html, fields.is_active, variables];
}

/** The partial unique index is the final guard: a default that slipped past the lock answers 409. */
async function oneDefault<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const driver = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
    if (driver?.code === '23505' && driver.constraint === 'email_templates_one_default_per_type')
      throw new ApiError(HttpStatus.CONFLICT, DEFAULT_TAKEN);
    throw error;
  }
}

function templateAudit(
  actor: AdminActor,
  action: TemplateAuditAction,
  entityId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return { actorEmail: actor.email, ip: actor.ip, action, entity: 'email_template', entityId, before, after };
}

function auditView(row: AdminEmailTemplateRow): Record<string, unknown> {
  const { id: _id, created_at: _createdAt, updated_at: _updatedAt, ...columns } = row;
  return columns;
}
