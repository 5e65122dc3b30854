import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ServerModule } from '../../server-module.js';
import { mailTemplateRoutes } from './mail-template.routes.js';
import { createMailTemplateService, type MailTemplateService } from './mail-template.service.js';

/** Where a test mail may go: the signed-in administrator's own address, once confirmed. */
export interface TestMailRecipients {
  confirmedAddressOf(ctx: CompanyContext): Promise<string | null>;
}

declare module '../../server-module.js' {
  interface Services {
    /** The companies' texts of each mail type; every mail is built here. */
    mailTemplates: MailTemplateService;
    /** Provided by the user module (users are above this module). */
    testMailRecipients: TestMailRecipients;
  }
}

/** The companies' e-mail texts per type and language, preview and test send. */
export const mailTemplateModule: ServerModule = {
  name: 'mail-template',
  create(ports, _services, later) {
    const mailTemplates = createMailTemplateService(ports.db);
    const recipients = later('testMailRecipients');
    return {
      routes: [
        mailTemplateRoutes({
          service: mailTemplates,
          mailer: ports.mailer,
          addressOf: (ctx) => recipients().confirmedAddressOf(ctx),
        }),
      ],
      services: { mailTemplates },
    };
  },
};
