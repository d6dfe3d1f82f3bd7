import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deepest nesting of arrays and objects a request may carry; no call needs more than a few. */
export const MAX_JSON_DEPTH = 32;

type Problem = 'nul' | 'depth' | null;

export const INPUT_MESSAGES = {
  nul: 'Text must not contain NUL characters (\\u0000)',
  depth: `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
} as const;

/**
 * Walks a parsed value without recursion, so no input can overflow the stack. Values and their
 * depths on two stacks, and keys rather than entries: nothing allocated per value of every request
 * body (docs/performance.md, "The sync below Fastify").
 */
export function inspectInput(value: unknown): Problem {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'nul';
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'depth';
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        if (k.includes('\u0000')) return 'nul';
        values.push(o[k]);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}

/**
 * Refuses, before any validation runs, input that no rule of ours is written for:
 * NUL characters (PostgreSQL cannot store them in text) and deep nesting (validators
 * recurse). One check for every route: path, query and body.
 */
export function registerRequestHygieneHook(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest, reply) => {
    const problem = inspectInput(request.params) ?? inspectInput(request.query) ?? inspectInput(request.body);
    if (problem) await reply.status(400).send({ statusCode: 400, message: INPUT_MESSAGES[problem] });
  });
}
