// Decompiled by dxsm from cs_5_0 code.
cbuffer CB0 : register(b0) { uint4 cb0[3]; };
RWByteAddressBuffer u0 : register(u0);
struct Input {
};
struct Output {
};
[numthreads(1, 1, 1)]
Output main(Input input) {
    Output output;
    u0.Store4(0x00000000u, cb0[2].xyzw);
    {
        return output;
    }
}
