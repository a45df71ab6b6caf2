// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 POSITION0 : POSITION0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    v0.xyz = asuint(input.POSITION0);
    o0.xyz = v0.xyz;
    o0.w = 0x3f800000u;
    {
        output.POSITION0 = asfloat(o0.xyzw);
        return output;
    }
}
