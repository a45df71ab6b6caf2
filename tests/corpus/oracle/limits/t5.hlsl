RWStructuredBuffer<float> o : register(u0);
[numthreads(1,1,65)] void main(uint3 id : SV_DispatchThreadID) { o[id.x] = 1; }
