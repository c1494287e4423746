// A statement upload (CONTRACT §14): the file read in memory and never stored, refused whole with the
// row and the problem when it cannot be read with certainty, else reconciled by the ledger. Used by the
// API, the dashboard's form and the operators' CLI alike.
import { createHash } from 'node:crypto';
import { DomainError, invalidRequest } from '../../domain/errors.js';
import type { StatementBank } from '../../domain/reconcile.js';
import type { StatementBody, StatementLedger } from '../../ledger/statements.js';
import type { Logger } from '../../logger.js';
import { readStatement } from './read.js';
import { StatementRefused } from './types.js';

export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export class StatementUploads {
  constructor(private readonly deps: { statements: StatementLedger; log: Logger }) {}

  async upload(
    tenantId: string,
    file: Buffer,
    bank?: StatementBank,
  ): Promise<{ statement: StatementBody; created: boolean }> {
    let read;
    try {
      read = await readStatement(file, bank);
    } catch (error) {
      if (!(error instanceof StatementRefused)) throw error;
      // Only where and what: a refused file's content never reaches the log.
      this.deps.log.info({ details: error.details }, 'statement refused');
      if (error.unsupportedMedia) {
        throw new DomainError(415, 'unsupported_media_type', error.message, { details: error.details });
      }
      throw invalidRequest(error.message, error.details);
    }
    const sha256 = createHash('sha256').update(file).digest('hex');
    const result = await this.deps.statements.import({ tenantId, sha256, ...read });
    this.deps.log.info(
      { statement_id: result.statement.statement_id, created: result.created, lines: read.credits.length },
      'statement reconciled',
    );
    return result;
  }
}
