import type { ServerModule } from '../../server-module.js';
import { defineContentJobs, type ContentJobs } from './content.jobs.js';
import { contentRoutes } from './content.routes.js';
import { createContentService, type ContentService } from './content.service.js';

declare module '../../server-module.js' {
  interface Services {
    contents: ContentService;
    /** The processing job: the demo seed queues its books' processing with it. */
    contentJobs: ContentJobs;
  }
}

/** Contents: upload, metadata, files, processing (page texts and their search tokens, covers). */
export const contentModule: ServerModule = {
  name: 'content',
  create(ports, { companyAnswers }) {
    const contentJobs = defineContentJobs({
      db: ports.db,
      storage: ports.storage,
      log: ports.log,
      answers: companyAnswers,
    });
    const contents = createContentService({
      db: ports.db,
      storage: ports.storage,
      maxUploadBytes: ports.config.maxUploadBytes,
      enqueueProcessing: (request) => ports.queue.send(contentJobs.process, request),
    });
    return {
      routes: [contentRoutes(contents)],
      jobs: Object.values(contentJobs),
      services: { contents, contentJobs, hashtagContentCounter: contents },
    };
  },
};
