import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_VERSION, DirectoryError, failureBody, successBody } from '../src/index.ts';

describe('envelope', () => {
  const now = new Date('2026-01-02T03:04:05.678Z');

  it('builds a success body in the spec order with pagination only when given', () => {
    assert.deepEqual(Object.keys(successBody({ data: [], message: 'Banks retrieved' }, now)), [
      'success',
      'data',
      'message',
      'timestamp',
      'version',
    ]);
    const body = successBody(
      { data: [], message: 'x', pagination: { hasMore: false, limit: 10, nextCursor: null, previousCursor: null } },
      now,
    );
    assert.deepEqual(Object.keys(body), ['success', 'data', 'pagination', 'message', 'timestamp', 'version']);
    assert.equal(body.timestamp, '2026-01-02T03:04:05.678Z');
    assert.equal(body.version, API_VERSION);
  });

  it('reports a DirectoryError with its code, message and issues', () => {
    const error = DirectoryError.badRequest('bad', [
      { path: ['query', 'limit'], message: 'limit must be an integer from 1 to 100.' },
    ]);
    const body = failureBody(error, 'req_1', now);
    assert.equal(body.success, false);
    assert.equal(body.code, 'BAD_REQUEST');
    assert.equal(body.requestId, 'req_1');
    assert.deepEqual(body.issues, error.issues);
    assert.equal(error.status, 400);
  });

  it('hides anything unexpected behind INTERNAL_SERVER_ERROR', () => {
    const body = failureBody(new Error('SQLITE_ERROR: no such table at /srv/app.js:12'), 'req_2', now);
    assert.equal(body.code, 'INTERNAL_SERVER_ERROR');
    assert.ok(!body.message.includes('SQLITE'));
    assert.equal(body.issues, undefined);
  });
});
