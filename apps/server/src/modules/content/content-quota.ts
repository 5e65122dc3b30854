import { ErrorCode } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { createContentRepository } from './content.repository.js';

/**
 * Room for `adding` more contents under the company's maxContent: 420 when the company is
 * already full, 426 when a batch of several would go past it (the CSV import). Inside a
 * transaction the company row is locked first, so concurrent adds cannot both take the last place.
 */
export async function assertContentRoom(
  executor: Executor,
  companyId: number,
  adding: number,
  lock: boolean,
): Promise<void> {
  const repository = createContentRepository(executor);
  const max = await repository.maxContentOf(companyId, { lock });
  const count = await repository.count(companyId);
  if (max === null) throw new AppError(ErrorCode.NotFound);
  if (count >= max) {
    throw new AppError(ErrorCode.CompanyMaxContentReached, {
      details: { max_content: max, content_count: count },
    });
  }
  if (count + adding > max) {
    throw new AppError(ErrorCode.MaxContentExceeded, {
      details: { max_content: max, content_count: count, adding },
    });
  }
}
