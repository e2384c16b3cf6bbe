import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';

/** A port's name and its link-aggregation group, from the port list. */
export function usePortName() {
  const options = usePortOptions();
  const optionOf = (id: number) => options.find((o) => o.id === id);
  return {
    name: (id: number) => {
      const p = optionOf(id);
      return p ? portOptionLabel(p) : String(id);
    },
    lag: (id: number) => optionOf(id)?.link_aggregation ?? 0,
  };
}
