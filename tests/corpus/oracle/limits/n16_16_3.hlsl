RWStructuredBuffer<float> o : register(u0);
[numthreads(16,16,3)] void main(uint3 id : SV_DispatchThreadID) { o[id.x] = 1; }
