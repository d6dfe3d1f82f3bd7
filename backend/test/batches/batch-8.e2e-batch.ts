import { runBatch } from './batch-plan';

runBatch(7);
