RWStructuredBuffer<float> o : register(u0);
groupshared float g[4097];
[numthreads(64,1,1)] void main(uint3 id : SV_DispatchThreadID) { g[id.x] = 1; GroupMemoryBarrierWithGroupSync(); o[id.x] = g[id.x+1]; }
