import { deleteTimerTask, runTimerTask, setTimerTask, timerTaskRuns, timerTasks } from '@olt/protocol';
import { refuse } from '../device/kernel/errors.ts';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Timed tasks (TASK-X1…X5). */
export function timerTaskRoutes(svc: Services): RouteDef[] {
  const { timerTask } = svc.device;
  return [
    route(timerTasks, () => timerTask.list()),
    route(setTimerTask, ({ param }) => {
      timerTask.set(param);
    }),
    route(deleteTimerTask, ({ param }) => timerTask.remove(param.task_id)),
    route(timerTaskRuns, () => timerTask.history()),
    route(runTimerTask, ({ param }) => {
      const run = timerTask.runNow(param.task_id);
      if (run.ok === 0) refuse(`the task ran and failed: ${run.detail}`);
    }),
  ];
}
