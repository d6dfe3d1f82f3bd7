import { FADE_MS, SLOT_MS } from './config';
import { samePlan, type Creative, type RotationPlan } from './scheduleDiff';
import type { Stage } from './stage';
import { WeightedRotation } from './weightedRotation';

interface Upcoming {
  creative: Creative;
  ready: Promise<boolean>;
}

/**
 * The slot loop: every 10 s the next creative (weighted, spread out) fades
 * in, once it is decoded. A new plan replaces the weights but keeps the loop's
 * place; an unchanged plan changes nothing. `onShown` fires once per slot.
 */
export class Rotation {
  private plan: RotationPlan = { creatives: new Map(), weights: [] };
  private readonly order = new WeightedRotation<number>();
  private current: Creative | null = null;
  private upcoming: Upcoming | null = null;
  private slotTimer: ReturnType<typeof setTimeout> | undefined;
  private preloadTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  /** Bumped on stop, so late async work of an old run does nothing. */
  private generation = 0;

  constructor(
    private readonly stage: Stage,
    private readonly onShown: (creative: Creative, shownAt: Date) => void,
  ) {}

  /** Applies a schedule's plan; starts the loop when there is something to show. */
  setPlan(plan: RotationPlan): void {
    if (samePlan(plan, this.plan)) return;
    this.plan = plan;
    this.order.setItems(plan.weights, this.current?.id);
    const kept = this.upcoming && plan.creatives.get(this.upcoming.creative.id);
    if (this.upcoming && kept?.fileUrl !== this.upcoming.creative.fileUrl) this.upcoming = null;
    if (plan.weights.length === 0) this.stop();
    else if (!this.running) this.begin();
  }

  /** Stops the loop and forgets the plan, so the next setPlan starts it again. */
  stop(): void {
    this.plan = { creatives: new Map(), weights: [] };
    this.running = false;
    this.generation++;
    clearTimeout(this.slotTimer);
    clearTimeout(this.preloadTimer);
    this.upcoming = null;
    this.current = null;
  }

  private begin(): void {
    this.running = true;
    void this.showNext(this.generation);
  }

  /** Picks the next creative and starts loading it into the hidden layer. */
  private prepare(): Upcoming | null {
    const id = this.order.next();
    const creative = id === undefined ? undefined : this.plan.creatives.get(id);
    if (!creative) return null;
    const ready = creative.id === this.current?.id ? Promise.resolve(true) : this.stage.preload(creative);
    return { creative, ready };
  }

  private async showNext(generation: number): Promise<void> {
    // A creative that fails to load (missing offline, broken) is skipped; after
    // trying each once the current one stays on and the next slot tries again.
    for (let attempt = 0; attempt < this.plan.weights.length; attempt++) {
      const next = this.upcoming ?? this.prepare();
      this.upcoming = null;
      if (!next) break;
      const ok = await next.ready;
      if (generation !== this.generation) return;
      if (!ok || !this.plan.creatives.has(next.creative.id)) continue;
      this.show(next.creative, generation);
      return;
    }
    this.slotTimer = setTimeout(() => void this.showNext(generation), SLOT_MS);
  }

  private show(creative: Creative, generation: number): void {
    if (creative.id === this.current?.id) this.stage.repeat();
    else this.stage.swap();
    this.current = creative;
    this.onShown(creative, new Date());
    this.slotTimer = setTimeout(() => void this.showNext(generation), SLOT_MS);
    // The layer that just faded out is loaded only once it is fully transparent.
    this.preloadTimer = setTimeout(() => {
      if (generation === this.generation) this.upcoming = this.prepare();
    }, FADE_MS);
  }
}
