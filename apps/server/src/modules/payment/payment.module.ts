import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import type { ServerModule } from '../../server-module.js';
import { cardRoutes } from './card.routes.js';
import { createCardService } from './card.service.js';
import { historyRoutes } from './history.routes.js';
import { createHistoryService } from './history.service.js';
import { createOrderSettlement } from './order-settlement.js';
import { orderRoutes } from './order.routes.js';
import { createOrderService, type OrderService } from './order.service.js';
import { definePaymentReconcile, type ReconcileData } from './payment.jobs.js';
import { defineRenewalMail, defineRenewals } from './renewal.jobs.js';
import { createRenewalService, type RenewalService } from './renewal.service.js';
import { tokenSettingRoutes } from './token-setting.routes.js';

declare module '../../server-module.js' {
  interface Services {
    /** Readers' orders of plans: charges, 3-D Secure, reconciliation. */
    orders: OrderService;
    /** Sent once when a process that works jobs starts (runtime.ts): see payment.jobs.ts. */
    paymentReconcile: JobDefinition<ReconcileData>;
    /** Renewal charges of readers' registrations (the job; tests and the bench run it directly). */
    renewals: RenewalService;
  }
}

/**
 * Card payments through each company's VeriTrans4G merchant (issue 20, docs/payments.md):
 * orders and charges, 3-D Secure, reconciliation, push notifications, renewals, the payment
 * history and the card on file. Listed after the subscription module, whose registrations it pays.
 */
export const paymentModule: ServerModule = {
  name: 'payment',
  create(ports, services) {
    const settlement = createOrderSettlement({
      db: ports.db,
      clock: ports.clock,
      registrations: services.registrations,
      coupons: services.coupons,
      companies: services.companies,
      mailTemplates: services.mailTemplates,
      mailer: ports.mailer,
      publicUrl: ports.config.publicUrl,
      log: ports.log,
    });
    const orders = createOrderService({
      db: ports.db,
      clock: ports.clock,
      gateway: ports.payments,
      registrations: services.registrations,
      coupons: services.coupons,
      companies: services.companies,
      companyPayments: services.companyPayments,
      settlement,
      publicUrl: ports.config.publicUrl,
      gatewayTimeoutMs: ports.config.veritrans.timeoutMs,
      log: ports.log,
    });
    const reconcile = definePaymentReconcile(orders, ports.clock);
    const renewalMail = defineRenewalMail({
      db: ports.db,
      transport: ports.transport,
      companies: services.companies,
      mailTemplates: services.mailTemplates,
      publicUrl: ports.config.publicUrl,
    });
    const renewals = createRenewalService({
      db: ports.db,
      clock: ports.clock,
      gateway: ports.payments,
      companies: services.companies,
      companyPayments: services.companyPayments,
      registrations: services.registrations,
      queue: ports.queue,
      mailJob: renewalMail,
      log: ports.log,
      concurrency: ports.config.renewalConcurrency,
    });
    const history = createHistoryService({ db: ports.db, clock: ports.clock });
    const cards = createCardService({
      db: ports.db,
      clock: ports.clock,
      payments: ports.payments,
      companies: services.companies,
      companyPayments: services.companyPayments,
    });
    return {
      routes: [
        orderRoutes(orders),
        tokenSettingRoutes(ports.config.veritrans.baseUrl, services.companyPayments),
        historyRoutes(history),
        cardRoutes(cards),
      ],
      jobs: [reconcile, renewalMail, defineRenewals(renewals)],
      services: { orders, paymentReconcile: reconcile, renewals },
    };
  },
};
