import { Flex } from 'antd';
import type { MstpTopology } from '@olt/protocol';
import { StpDiagram } from '../../components/stp/StpDiagram.tsx';
import { WhyBlocking } from '../../components/stp/WhyBlocking.tsx';

/** One instance's tree, drawn and explained as RSTP's (the same diagram and words, this instance's roles). */
export function InstanceTree({ topology, mstid }: { topology: MstpTopology | undefined; mstid: number }) {
  const tree = topology?.find((t) => t.mstid === mstid);
  if (!tree) return null;
  return (
    <Flex vertical gap="middle">
      <StpDiagram topology={tree} />
      <WhyBlocking topology={tree} enabled />
    </Flex>
  );
}
