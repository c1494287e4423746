// OpenAPI paths: Statements (CONTRACT §14): upload the bank's statement file, read the reconciliation.
import { z as zod } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { listQuery } from '../schemas/common.js';
import {
  lineQuery,
  statement,
  statementIdPattern,
  statementLinePage,
  statementPage,
  uploadQuery,
} from '../schemas/statements.js';
import { answer, pathId, tenantOp } from './blocks.js';

const STATEMENT_ID = 'stm_4d3c2b1a09f8e7d6c5b4';
const exampleStatement = {
  statement_id: STATEMENT_ID,
  bank: 'hdfc',
  account_last4: '4821',
  period_from: '2026-09-01',
  period_to: '2026-09-04',
  uploaded_at: 1_788_566_400,
  lines: { credit: 8, debit: 3 },
  outcomes: { proved: 5, found: 1, not_a_payment: 2, repeat: 0 },
  not_in_statement: ['crd_9b1e2d3c4f5a6b7c8d9e'],
};
const exampleLine = {
  line_no: 23,
  date: '2026-09-01',
  amount_paise: 149_900,
  rrn: '624411876512',
  payer_vpa: 'asha.verma91@oksbi',
  payer_name: 'ASHA VERMA',
  outcome: 'proved',
  credit_id: 'crd_9b1e2d3c4f5a6b7c8d9e',
  credit_status: 'matched',
};
const id = pathId('id', zod.string().regex(statementIdPattern).meta({ example: STATEMENT_ID }));
const file = zod.string().meta({ format: 'binary', description: 'The file as downloaded, at most 10 MiB.' });
const STATEMENT_TYPES = [
  'text/csv',
  'text/plain',
  'text/html',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

export const statementsPaths: ZodOpenApiPathsObject = {
  '/v1/statements': {
    post: tenantOp({
      tags: ['Statements'],
      operationId: 'uploadStatement',
      summary: 'Upload a bank statement and reconcile it',
      description:
        'The statement file exactly as netbanking downloads it (HDFC, SBI, ICICI, Axis, Kotak, or a generic table), detected from its bytes. ' +
        'Each credit line is proved, found (a new credit, `source: "statement"`), not a payment, or a repeat; confirmations the statement ' +
        'does not show are listed in `not_in_statement`. Beyond CONTRACT \u00a714: a line that shows a credit still parked `stale` (its ' +
        'alert\u2019s time unusable) is `found`, not `proved`: the line gives the payment its time, so that same credit (never a second ' +
        'one) gets the `statement_id` and is decided again with the line\u2019s span (a date-only line: the whole India day). It confirms ' +
        'its one candidate order (`payment.confirmed`) or stays parked with its candidates. The file is never stored. A file that cannot be read with certainty is a 400 ' +
        'naming the row (a PDF: 415), and nothing is stored. The same file again: 200, the same statement.',
      requestParams: { query: uploadQuery },
      requestBody: {
        required: true,
        content: Object.fromEntries(STATEMENT_TYPES.map((t) => [t, { schema: file }])),
      },
      body: true,
      ok: {
        '201': answer('The statement, reconciled.', statement, exampleStatement),
        '200': answer(
          'The same file again: the statement it made, nothing new.',
          statement,
          exampleStatement,
        ),
      },
    }),
    get: tenantOp({
      tags: ['Statements'],
      operationId: 'listStatements',
      summary: 'List statements, newest first',
      requestParams: { query: listQuery },
      ok: { '200': answer('A page of statements.', statementPage, { data: [exampleStatement] }) },
    }),
  },
  '/v1/statements/{id}': {
    get: tenantOp({
      tags: ['Statements'],
      operationId: 'getStatement',
      summary: 'Read a statement',
      requestParams: { path: id },
      errors: ['not_found'],
      ok: { '200': answer('The statement.', statement, exampleStatement) },
    }),
  },
  '/v1/statements/{id}/lines': {
    get: tenantOp({
      tags: ['Statements'],
      operationId: 'listStatementLines',
      summary: 'A statement\u2019s credit lines in file order, with their outcome',
      requestParams: { path: id, query: lineQuery },
      errors: ['not_found'],
      ok: { '200': answer('A page of lines.', statementLinePage, { data: [exampleLine] }) },
    }),
  },
  '/v1/statements/{id}/lines.csv': {
    get: tenantOp({
      tags: ['Statements'],
      operationId: 'statementLinesCsv',
      summary: 'The same lines as CSV (UTF-8 with BOM; formula-like cells prefixed with \u2019)',
      requestParams: { path: id },
      errors: ['not_found'],
      ok: {
        '200': {
          description: 'Every credit line of the statement.',
          content: {
            'text/csv': {
              schema: zod.string(),
              example:
                '\uFEFFline_no,date,amount_paise,rrn,payer_vpa,payer_name,outcome,credit_id,credit_status\r\n23,2026-09-01,149900,624411876512,asha.verma91@oksbi,ASHA VERMA,proved,crd_9b1e2d3c4f5a6b7c8d9e,matched\r\n',
            },
          },
        },
      },
    }),
  },
};
