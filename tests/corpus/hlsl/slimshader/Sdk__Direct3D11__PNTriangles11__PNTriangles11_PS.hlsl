// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 v0_x : SV_Position0;
    float2 v1_x : TEXCOORD0;
    float4 v2_x : COLOR0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xy = asuint(input.v1_x);
    v2.xyzw = asuint(input.v2_x);
    o0.xyzw = v2.xyzw;
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
