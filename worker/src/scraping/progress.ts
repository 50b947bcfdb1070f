/**
 * Progress 0..100 for a job made of parts: each part gets a slice of the bar
 * and reports its own 0..1. Only whole-percent changes reach Redis, and only
 * when they move the bar forward: a retried job starts from the progress its
 * earlier attempt left (the floor), so the admin never sees the bar go back.
 */
export class ProgressReporter {
  private constructor(
    private readonly sink: (percent: number) => Promise<void>,
    private readonly from: number,
    private readonly to: number,
    private readonly last: { value: number },
  ) {}

  static of(sink: (percent: number) => Promise<void>, floor = -1): ProgressReporter {
    return new ProgressReporter(sink, 0, 1, { value: Number.isFinite(floor) ? floor : -1 });
  }

  slice(from: number, to: number): ProgressReporter {
    const span = this.to - this.from;
    return new ProgressReporter(this.sink, this.from + span * from, this.from + span * to, this.last);
  }

  async report(fraction: number): Promise<void> {
    const clamped = Math.min(1, Math.max(0, fraction));
    const percent = Math.floor((this.from + (this.to - this.from) * clamped) * 100);
    if (percent <= this.last.value) return;
    this.last.value = percent;
    await this.sink(percent);
  }

  done(): Promise<void> {
    return this.report(1);
  }
}
