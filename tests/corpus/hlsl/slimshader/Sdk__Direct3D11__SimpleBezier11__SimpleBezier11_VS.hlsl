// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float3 v0_x : POSITION0;
};
struct Output {
    float3 o0_x : POSITION0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    v0.xyz = asuint(input.v0_x);
    o0.xyz = v0.xyz;
    {
            output.o0_x = asfloat(o0.xyz);
            return output;
        }
}
