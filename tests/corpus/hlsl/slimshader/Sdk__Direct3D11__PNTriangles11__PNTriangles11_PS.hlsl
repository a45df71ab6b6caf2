// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xy = asuint(input.TEXCOORD0);
    v2.xyzw = asuint(input.COLOR0);
    o0.xyzw = v2.xyzw;
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
