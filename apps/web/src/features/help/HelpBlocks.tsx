import { List, Text } from '@mantine/core';
import type { THelpBlock } from './content/types';

export function HelpBlocks({ blocks }: { blocks: THelpBlock[] }) {
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    if (block.kind === 'p') return <Text key={key}>{block.text}</Text>;
    return (
      <List key={key} type={block.kind === 'steps' ? 'ordered' : 'unordered'} spacing="xs" withPadding>
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  });
}
