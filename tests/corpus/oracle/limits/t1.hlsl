RWStructuredBuffer<float> o : register(u0);
[numthreads(2000,1,1)] void main(uint3 id : SV_DispatchThreadID) { o[id.x] = 1; }
