// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s0                              sampler      NA          NA    0        1
// g_s1                              sampler      NA          NA    1        1
// g_base                            texture  float4          2d    0        1
// g_detail                          texture  float4          2d    1        1
//
SamplerState g_s0 : register(s0);
SamplerState g_s1 : register(s1);
Texture2D<float4> g_base : register(t0);
Texture2D<float4> g_detail : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
    float2 TEXCOORD1 : TEXCOORD1;
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
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.COLOR0);
    v2.xy = asuint(input.TEXCOORD0);
    v2.zw = asuint(input.TEXCOORD1);
    r0.xyzw = asuint((g_base.Sample(g_s0, asfloat(v2.xy))).xyzw);
    r1.xyzw = asuint((g_detail.Sample(g_s1, asfloat(v2.zw))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(r1.xyzw));
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(v1.xyzw));
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r0.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
