import { clusterSlot } from './replica-ack';

describe('clusterSlot', () => {
  it('matches the slots Redis Cluster computes (CLUSTER KEYSLOT)', () => {
    // CLUSTER KEYSLOT of these keys on redis-server 7.0; 0x31C3 is CRC16/XMODEM's check value.
    expect(clusterSlot('foo')).toBe(12182);
    expect(clusterSlot('somekey')).toBe(11058);
    expect(clusterSlot('123456789')).toBe(0x31c3);
  });
});
