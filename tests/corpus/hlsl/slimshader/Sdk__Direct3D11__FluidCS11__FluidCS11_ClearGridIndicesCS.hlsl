// Decompiled by dxsm from cs_5_0 code.
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> u0 : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    u0[vThreadID.x].w[0] = 0x00000000u;
    u0[vThreadID.x].w[1] = 0x00000000u;
    {
            return output;
        }
}
