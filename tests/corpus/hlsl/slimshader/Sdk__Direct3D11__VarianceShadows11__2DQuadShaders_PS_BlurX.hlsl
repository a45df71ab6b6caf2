// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samShadow                       sampler      NA          NA    5        1
// g_txShadow                        texture  float4     2darray    5        1
//
SamplerState g_samShadow : register(s5);
Texture2DArray<float4> g_txShadow : register(t5);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float2 TEXCOORD2 : TEXCOORD2;
};
struct Output {
    float2 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xy = asuint(input.TEXCOORD0);
    v1.zw = asuint(input.TEXCOORD2);
    r0.xy = v1.xy;
    r0.z = 0x00000000u;
    r1.xy = asuint((g_txShadow.Sample(g_samShadow, asfloat(r0.xyz), int2(-1, 0))).xy);
    r1.zw = asuint((g_txShadow.Sample(g_samShadow, asfloat(r0.xyz))).xy);
    r0.xy = asuint((g_txShadow.Sample(g_samShadow, asfloat(r0.xyz), int2(1, 0))).xy);
    r0.zw = asuint(asfloat(r1.zw) + asfloat(r1.xy));
    r0.xy = asuint(asfloat(r0.xy) + asfloat(r0.zw));
    o0.xy = asuint(asfloat(r0.xy) * float2(0.33333334f, 0.33333334f));
    {
        output.SV_Target0 = asfloat(o0.xy);
        return output;
    }
}
