// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float4 v0_x : POSITION0;
    float2 v1_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_POSITION0;
    float2 o1_x : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xy = asuint(input.v1_x);
    o0.xyzw = v0.xyzw;
    o1.xy = v1.xy;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xy);
            return output;
        }
}
