/**
 * Work a request starts but does not wait for: the mail a registered address gets and an unknown one
 * does not. It starts once the answer has been handed to the client, so the time to answer cannot
 * tell the two apart, and the client learns nothing from a failed delivery either way (the failure
 * is logged). Only work whose result the answer does not report belongs here: whatever the answer
 * acknowledges is committed before it.
 *
 * Each app keeps the work still to finish (`AfterAnswerWork`), so that closing the app lets it end
 * before the database and the mail transport close (a mail promised by a `{}` is not cut off by a
 * deploy's SIGTERM), and a test can wait for it.
 */
import type { FastifyReply } from 'fastify';

export interface AfterAnswerWork {
  add(work: Promise<void>): void;
  /** Resolves once every piece of work added so far (and any added meanwhile) has ended. */
  settled(): Promise<void>;
}

export function afterAnswerWork(): AfterAnswerWork {
  const pending = new Set<Promise<void>>();
  return {
    add(work) {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export function afterAnswer(reply: FastifyReply, what: string, work: () => Promise<unknown>): void {
  let started = false;
  let done: () => void;
  reply.server.afterAnswers.add(new Promise<void>((resolve) => (done = resolve)));
  const run = () => {
    work()
      .catch((error: unknown) => reply.log.error({ err: error }, `${what} failed`))
      .finally(() => done());
  };
  const start = () => {
    if (started) return;
    started = true;
    // Two turns of the event loop later: the answer's bytes leave, and the loop serves the I/O
    // already waiting (other clients' requests and answers) before this work takes the CPU. On
    // SQLite the work's queries are synchronous, so one turn would hold the loop before any read.
    setImmediate(() => setImmediate(run));
  };
  if (reply.raw.writableFinished) {
    start();
    return;
  }
  // `close` too: a client that hung up still gets its mail.
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}
